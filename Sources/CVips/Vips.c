// The one C file that calls libvips. Its functions are variadic (optional arguments as name/value pairs ending in
// NULL), which Swift cannot call, so each use gets a plain function here.
#include "CVips.h"

#include <string.h>
#include <vips/vips.h>
#include <vips/vector.h>

struct ln_vips_image {
    VipsImage *image;
};

static GOnce start_once = G_ONCE_INIT;

/// libvips prints its warnings on stderr; the failures that matter come back as errors, and the build words them.
static void drop_warning(const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data) {
    (void)domain, (void)level, (void)message, (void)data;
}

static gpointer start(gpointer unused) {
    (void)unused;
    if (VIPS_INIT("linernotes")) return GINT_TO_POINTER(-1);
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING, drop_warning, NULL);
    // Each cover is decoded once per build; libvips's cache of recent operations would only hold their pixels.
    vips_cache_set_max(0);
    // No code generated at run time (ORC): a test run resizing many covers and sleeves on every core crashed inside
    // liborc's generated code; the plain C paths are safe on any thread.
    vips_vector_set_enabled(FALSE);
    return GINT_TO_POINTER(0);
}

int ln_vips_start(void) {
    return GPOINTER_TO_INT(g_once(&start_once, start, NULL));
}

const char *ln_vips_version(void) {
    return vips_version_string();
}

int ln_vips_read_header(const void *data, size_t size, ln_vips_header *header) {
    const char *loader = vips_foreign_find_load_buffer(data, size);
    if (!loader) return -1;
    VipsImage *image = vips_image_new_from_buffer(data, size, "", NULL);
    if (!image) return -1;
    int orientation = 1;
    if (vips_image_get_typeof(image, VIPS_META_ORIENTATION) && vips_image_get_int(image, VIPS_META_ORIENTATION, &orientation)) {
        orientation = 1;
    }
    // Orientations 5 to 8 turn the picture a quarter: its upright width is the stored height.
    int turned = orientation >= 5 && orientation <= 8;
    header->width = turned ? vips_image_get_height(image) : vips_image_get_width(image);
    header->height = turned ? vips_image_get_width(image) : vips_image_get_height(image);
    header->vector = strstr(loader, "Svg") != NULL;
    g_object_unref(image);
    return 0;
}

ln_vips_image *ln_vips_thumbnail(const void *data, size_t size, int width, int height) {
    VipsImage *thumbnail = NULL;
    // fail_on goes to the loader through option_string: thumbnail_buffer's own fail_on does not reach it (8.14).
    if (vips_thumbnail_buffer((void *)data, size, &thumbnail, width, "height", height, "size", VIPS_SIZE_FORCE,
            "option_string", "fail_on=error", NULL)) {
        return NULL;
    }
    // Decoded and resized once, here, so the two encodings that follow read the same pixels from memory.
    VipsImage *memory = vips_image_copy_memory(thumbnail);
    g_object_unref(thumbnail);
    if (!memory) return NULL;
    ln_vips_image *result = g_malloc(sizeof(ln_vips_image));
    result->image = memory;
    return result;
}

void ln_vips_image_free(ln_vips_image *image) {
    if (!image) return;
    g_object_unref(image->image);
    g_free(image);
}

/// Drops the EXIF, XMP and ICC chunks from a WebP file in place and clears their flags: libvips 8.14 writes an EXIF
/// chunk even with strip. A file not shaped as expected is left as it is.
static void strip_webp(unsigned char *bytes, size_t *size) {
    if (*size < 12 || memcmp(bytes, "RIFF", 4) || memcmp(bytes + 8, "WEBP", 4)) return;
    size_t read = 12, write = 12;
    while (read + 8 <= *size) {
        size_t length = bytes[read + 4] | bytes[read + 5] << 8 | bytes[read + 6] << 16 | (size_t)bytes[read + 7] << 24;
        size_t whole = 8 + length + (length & 1);
        if (read + whole > *size) return;
        int drop = !memcmp(bytes + read, "EXIF", 4) || !memcmp(bytes + read, "XMP ", 4) || !memcmp(bytes + read, "ICCP", 4);
        if (!memcmp(bytes + read, "VP8X", 4) && length >= 1) bytes[read + 8] &= (unsigned char)~(0x20 | 0x08 | 0x04);
        if (!drop) {
            memmove(bytes + write, bytes + read, whole);
            write += whole;
        }
        read += whole;
    }
    size_t riff = write - 8;
    bytes[4] = riff & 0xFF, bytes[5] = (riff >> 8) & 0xFF, bytes[6] = (riff >> 16) & 0xFF, bytes[7] = (riff >> 24) & 0xFF;
    *size = write;
}

int ln_vips_encode(ln_vips_image *image, ln_vips_format format, int quality, void **out, size_t *out_size) {
    *out = NULL;
    *out_size = 0;
    if (format == LN_VIPS_WEBP) {
        int result = vips_webpsave_buffer(image->image, out, out_size, "Q", quality, "strip", TRUE, NULL);
        if (result == 0) strip_webp(*out, out_size);
        return result;
    }
    VipsImage *opaque = image->image;
    g_object_ref(opaque);
    if (vips_image_hasalpha(opaque)) {
        VipsArrayDouble *white = vips_array_double_newv(1, 255.0);
        VipsImage *flat = NULL;
        int failed = vips_flatten(opaque, &flat, "background", white, NULL);
        vips_area_unref(VIPS_AREA(white));
        g_object_unref(opaque);
        if (failed) return -1;
        opaque = flat;
    }
    int result = vips_jpegsave_buffer(opaque, out, out_size, "Q", quality, "strip", TRUE, "optimize_coding", TRUE,
        "interlace", TRUE, NULL);
    g_object_unref(opaque);
    return result;
}

void ln_vips_free(void *buffer) {
    g_free(buffer);
}

char *ln_vips_error(void) {
    char *message = vips_error_buffer_copy();
    return message ? message : g_strdup("");
}
