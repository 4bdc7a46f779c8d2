#ifndef CTAGLIB_H
#define CTAGLIB_H
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// What one audio file's tags and properties say. Strings are UTF-8, NUL-terminated, owned by the struct; free it
/// with ln_tags_free. Numbers are 0 when unknown.
typedef struct {
    char *title;
    char *artist;
    char *album;
    char *album_artist;
    char *date;
    char *musicbrainz_album_id;
    int track;
    int disc;
    int length_ms;
    /// The first embedded front cover (else any picture), and its MIME type.
    unsigned char *picture;
    size_t picture_size;
    char *picture_mime;
    /// Whether TagLib could read the file at all, and whether it had any tag.
    int readable;
    int has_tags;
} ln_tags;

/// Reads `path` (a file TagLib knows: MP3, FLAC, Ogg Vorbis/Opus, M4A and more); never NULL.
ln_tags *ln_tags_read(const char *path);
void ln_tags_free(ln_tags *tags);

#ifdef __cplusplus
}
#endif
#endif
