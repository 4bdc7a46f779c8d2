import ArgumentParser
import Foundation
import Import
import Model
import Basics
import MusicWeb

extension LinerNotesCommand {
    struct Import: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Bring an existing collection into the archive.",
            discussion: "Writes ordinary album files. Running an import again changes nothing; an album you already have only gets the fields it lacks (what you wrote is never changed). Ends with what was created, updated, unchanged and skipped.",
            subcommands: [Discogs.self, Folder.self, MusicBrainz.self, MusicPlayer.self]
        )
    }
}

extension LinerNotesCommand.Import {
    struct Discogs: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A Discogs collection: the CSV that Discogs exports (Collection → Export), or read through the API with --user.",
            discussion: "Maps title, artist (without Discogs' \"*\"; its \"(2)\" is kept, so two artists of one name stay two, both shown without it), year or release date, format, rating, acquired (Date Added), label, catalog (Catalog#), discogs (release_id), the folder as a tag, and the conditions, custom fields and notes into the notes. The CSV and the API give the same files. With --user, a private collection (and its folders) needs the owner's token in DISCOGS_TOKEN; site.yml needs `contact:`.")
        @OptionGroup var options: ImportOptions
        @Argument(help: "The exported CSV file.", completion: .file(extensions: ["csv"]))
        var file: String?
        @Option(name: .long, help: "Read this Discogs user's collection through the API instead of a CSV file.")
        var user: String?

        func validate() throws {
            if (file == nil) == (user == nil) {
                throw ValidationError("give either the exported CSV file or --user NAME (not both)")
            }
        }

        func run() async throws {
            if let user {
                try await options.run(record: "discogs") {
                    let fetcher = try ImportFetcher.make(site: options.site.url, service: "Discogs")
                    return try await DiscogsCollectionImporter(fetcher: fetcher).read(user: user)
                }
            } else if let file {
                try await options.run(record: "discogs") { try DiscogsImporter().read(URL(fileURLWithPath: file)) }
            }
        }
    }

    struct MusicBrainz: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "musicbrainz", abstract: "The releases of a public MusicBrainz collection.",
            discussion: "Fetched through the build's polite client and cache (site.yml needs `contact:`). Each album gets its mbid, year and format.")
        @OptionGroup var options: ImportOptions
        @Argument(help: "The collection's id (from its page: musicbrainz.org/collection/<id>).")
        var collection: String

        func run() async throws {
            try await options.run(record: "musicbrainz-\(collection.trimmingCharacters(in: .whitespaces).lowercased())") {
                let fetcher = try MusicBrainzCollectionImporter.fetcher(site: options.site.url)
                return try await MusicBrainzCollectionImporter(fetcher: fetcher).read(collection: collection)
            }
        }
    }

    struct MusicPlayer: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "music-player", abstract: "The Music Player app's JSON bundle (artists → albums → songs).",
            discussion: "Album covers beside the bundle are copied into content/covers/; songs whose audio file is inside the site folder get its path.")
        @OptionGroup var options: ImportOptions
        @Argument(help: "The bundle's JSON file.", completion: .file(extensions: ["json"]))
        var file: String

        func run() async throws {
            try await options.run {
                try MusicPlayerImporter(site: options.site.url).read(URL(fileURLWithPath: file), copyCovers: !options.dryRun)
            }
        }
    }
}

extension LinerNotesCommand.Import {
    struct Folder: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "A folder tree of tagged audio files (MP3, FLAC, Ogg, M4A…), read with TagLib.",
            discussion: "Albums by their album and album-artist tags: title, artist, date, disc and track numbers, titles, lengths, the MusicBrainz album id when tagged, and the cover (cover.jpg, folder.jpg or front.* beside the files, else the embedded picture, copied into content/covers/). Tracks keep their audio file (file:) when it is inside the site folder. Files without tags are listed as skipped.")
        @OptionGroup var options: ImportOptions
        @Argument(help: "The folder of audio files.", completion: .directory)
        var folder: String

        func run() async throws {
            try await options.run {
                try await FolderImporter(site: options.site.url).read(URL(fileURLWithPath: folder, isDirectory: true), copyCovers: !options.dryRun)
            }
        }
    }
}
