#ifndef CVIPS_H
#define CVIPS_H
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Starts libvips once per process (later calls do nothing); 0 on success.
int ln_vips_start(void);

/// libvips's version, "8.14.1".
const char *ln_vips_version(void);

/// What an encoded image's header says, without decoding its pixels. `width` and `height` are as the image will be
/// shown (EXIF orientation applied); `vector` is 1 for an SVG, which renders sharp at any size.
typedef struct {
    int width;
    int height;
    int vector;
} ln_vips_header;

/// Reads the header of the image in `data`; 0 on success, else -1 and `ln_vips_error` says why.
int ln_vips_read_header(const void *data, size_t size, ln_vips_header *header);

/// A decoded, resized image held in memory, ready to encode; free it with ln_vips_image_free.
typedef struct ln_vips_image ln_vips_image;

/// Decodes `data` and resizes it to exactly `width` × `height` (upright, in sRGB); NULL on failure (`ln_vips_error`).
/// A truncated or damaged file is a failure, never a half-grey picture.
ln_vips_image *ln_vips_thumbnail(const void *data, size_t size, int width, int height);
void ln_vips_image_free(ln_vips_image *image);

typedef enum { LN_VIPS_JPEG = 0, LN_VIPS_WEBP = 1 } ln_vips_format;

/// Encodes `image` with fixed settings and no metadata, so equal inputs give equal bytes. On success returns 0 and sets
/// `*out` (free it with ln_vips_free) and `*out_size`; a JPEG of an image with transparency is laid on white.
int ln_vips_encode(ln_vips_image *image, ln_vips_format format, int quality, void **out, size_t *out_size);
void ln_vips_free(void *buffer);

/// The last errors libvips reported (all threads), cleared; free it with ln_vips_free. Never NULL.
char *ln_vips_error(void);

#ifdef __cplusplus
}
#endif
#endif
