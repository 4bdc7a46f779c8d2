// The one file that touches TagLib (C++). It reads the fields the folder import needs through TagLib's
// format-independent property map (ALBUMARTIST, DISCNUMBER, MUSICBRAINZ_ALBUMID are not in TagLib's C API),
// and the embedded picture from each format's own frames.
#include "CTagLib.h"

#include <cstdlib>
#include <cstring>
#include <string>

#include <taglib/attachedpictureframe.h>
#include <taglib/fileref.h>
#include <taglib/tfilestream.h>
#include <taglib/flacfile.h>
#include <taglib/flacpicture.h>
#include <taglib/id3v2tag.h>
#include <taglib/mp4file.h>
#include <taglib/mp4tag.h>
#include <taglib/mpegfile.h>
#include <taglib/tpropertymap.h>
#include <taglib/vorbisfile.h>
#include <taglib/xiphcomment.h>

static char *copy(const TagLib::String &text) {
    std::string utf8 = text.to8Bit(true);
    char *out = static_cast<char *>(std::malloc(utf8.size() + 1));
    if (out) std::memcpy(out, utf8.c_str(), utf8.size() + 1);
    return out;
}

static std::string first(const TagLib::PropertyMap &map, const char *key) {
    auto found = map.find(key);
    if (found == map.end() || found->second.isEmpty()) return std::string();
    return found->second.front().to8Bit(true);
}

static char *copy(const std::string &text) {
    if (text.empty()) return nullptr;
    char *out = static_cast<char *>(std::malloc(text.size() + 1));
    if (out) std::memcpy(out, text.c_str(), text.size() + 1);
    return out;
}

/// "3/12" → 3.
static int number(const std::string &text) { return text.empty() ? 0 : std::atoi(text.c_str()); }

static void keepPicture(ln_tags *tags, const TagLib::ByteVector &data, const TagLib::String &mime) {
    if (tags->picture || data.isEmpty()) return;
    tags->picture = static_cast<unsigned char *>(std::malloc(data.size()));
    if (!tags->picture) return;
    std::memcpy(tags->picture, data.data(), data.size());
    tags->picture_size = data.size();
    tags->picture_mime = copy(mime);
}

static void pictureFromXiph(ln_tags *tags, const TagLib::List<TagLib::FLAC::Picture *> &pictures) {
    for (auto *picture : pictures)
        if (picture->type() == TagLib::FLAC::Picture::FrontCover) keepPicture(tags, picture->data(), picture->mimeType());
    for (auto *picture : pictures) keepPicture(tags, picture->data(), picture->mimeType());
}

static void picture(ln_tags *tags, TagLib::File *file) {
    if (auto *mpeg = dynamic_cast<TagLib::MPEG::File *>(file)) {
        if (!mpeg->hasID3v2Tag()) return;
        const auto &frames = mpeg->ID3v2Tag()->frameListMap()["APIC"];
        for (auto *frame : frames) {
            auto *apic = dynamic_cast<TagLib::ID3v2::AttachedPictureFrame *>(frame);
            if (apic && apic->type() == TagLib::ID3v2::AttachedPictureFrame::FrontCover) keepPicture(tags, apic->picture(), apic->mimeType());
        }
        for (auto *frame : frames) {
            auto *apic = dynamic_cast<TagLib::ID3v2::AttachedPictureFrame *>(frame);
            if (apic) keepPicture(tags, apic->picture(), apic->mimeType());
        }
    } else if (auto *flac = dynamic_cast<TagLib::FLAC::File *>(file)) {
        pictureFromXiph(tags, flac->pictureList());
    } else if (auto *ogg = dynamic_cast<TagLib::Ogg::Vorbis::File *>(file)) {
        if (ogg->tag()) pictureFromXiph(tags, ogg->tag()->pictureList());
    } else if (auto *mp4 = dynamic_cast<TagLib::MP4::File *>(file)) {
        if (!mp4->tag() || !mp4->tag()->contains("covr")) return;
        auto covers = mp4->tag()->item("covr").toCoverArtList();
        for (auto &cover : covers)
            keepPicture(tags, cover.data(), cover.format() == TagLib::MP4::CoverArt::PNG ? "image/png" : "image/jpeg");
    }
}

extern "C" ln_tags *ln_tags_read(const char *path) {
    auto *tags = static_cast<ln_tags *>(std::calloc(1, sizeof(ln_tags)));
    if (!tags) return nullptr;
    // Read-only: FileRef(path) opens the file for writing when it may, and closing a file opened for writing tells
    // inotify it was written (serve would rebuild after every build that read a track's length).
    TagLib::FileStream stream(path, true);
    if (!stream.isOpen()) return tags;
    TagLib::FileRef ref(&stream, true, TagLib::AudioProperties::Average);
    if (ref.isNull() || !ref.file() || !ref.file()->isValid()) return tags;
    tags->readable = 1;
    if (auto *properties = ref.audioProperties()) tags->length_ms = properties->lengthInMilliseconds();
    TagLib::PropertyMap map = ref.file()->properties();
    tags->has_tags = map.isEmpty() ? 0 : 1;
    tags->title = copy(first(map, "TITLE"));
    tags->artist = copy(first(map, "ARTIST"));
    tags->album = copy(first(map, "ALBUM"));
    tags->album_artist = copy(first(map, "ALBUMARTIST"));
    tags->date = copy(first(map, "DATE"));
    tags->musicbrainz_album_id = copy(first(map, "MUSICBRAINZ_ALBUMID"));
    tags->track = number(first(map, "TRACKNUMBER"));
    tags->disc = number(first(map, "DISCNUMBER"));
    picture(tags, ref.file());
    return tags;
}

extern "C" void ln_tags_free(ln_tags *tags) {
    if (!tags) return;
    std::free(tags->title);
    std::free(tags->artist);
    std::free(tags->album);
    std::free(tags->album_artist);
    std::free(tags->date);
    std::free(tags->musicbrainz_album_id);
    std::free(tags->picture);
    std::free(tags->picture_mime);
    std::free(tags);
}
