// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "linernotes",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "linernotes", targets: ["linernotes"]),
        // The template engine alone, for any package that wants Mustache with checked templates.
        .library(name: "Mustache", targets: ["Mustache"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // Markdown, from Debian's libcmark, found through pkg-config; `Content/Markdown.swift` alone calls it.
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"]), .brew(["cmark"])]
        ),
        // SHA-256 for the cache and the build manifest, from Debian's libcrypto (OpenSSL) instead of swift-crypto, whose
        // BoringSSL made 366 of a first build's 389 steps.
        .systemLibrary(
            name: "CCrypto",
            pkgConfig: "libcrypto",
            providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
        ),
        // Tags of audio files for `import folder`, from Debian's TagLib (C++): CTagLibSystem finds it through
        // pkg-config; CTagLib is the one C++ file that reads it, behind a small C function.
        .systemLibrary(
            name: "CTagLibSystem",
            pkgConfig: "taglib",
            providers: [.apt(["libtag1-dev"]), .brew(["taglib"])]
        ),
        .target(
            name: "CTagLib",
            dependencies: ["CTagLibSystem"],
            linkerSettings: [.linkedLibrary("tag"), .linkedLibrary("stdc++")]
        ),
        // Covers resized and re-encoded for the web (JPEG and WebP), owners' SVGs rasterised, from Debian's libvips:
        // CVipsSystem finds it through pkg-config; CVips is the one C file that calls it (its functions are variadic).
        .systemLibrary(
            name: "CVipsSystem",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"]), .brew(["vips"])]
        ),
        .target(name: "CVips", dependencies: ["CVipsSystem"]),
        // HTTP from Debian's libcurl (what Foundation's URLSession ran on underneath, so no new library to install or
        // ship): redirect limits, a cap on the decompressed body and deadlines by configuration, for ~0 build minutes
        // where AsyncHTTPClient's BoringSSL cost 5 minutes of every clean build. CCurl is the one C file that calls it.
        .systemLibrary(
            name: "CCurlSystem",
            pkgConfig: "libcurl",
            providers: [.apt(["libcurl4-openssl-dev"]), .brew(["curl"])]
        ),
        .target(name: "CCurl", dependencies: ["CCurlSystem"]),
        // Turns Templates/ (the default theme) into Swift source, so the binary carries its theme.
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(
            name: "EmbedTheme",
            capability: .buildTool(),
            dependencies: ["ThemeEmbedder"]
        ),
        // The pipeline, one target per stage; each may import only the targets listed before it in its own
        // dependencies, so the compiler holds the layering. `scripts/check-layers` prints this graph and fails on an
        // edge outside the order in README's Developing section.
        // The template engine: Mustache with linernotes' checks, knowing nothing of linernotes.
        .target(name: "Mustache"),
        // The incremental engine: what a computation reads is recorded while it runs (`ReadLog`), and checked against
        // the next build's values by their digests (`StableDigest`, the one digest encoder); knows nothing of linernotes.
        .target(name: "Engine"),
        // Helpers every stage shares (hashing, atomic files, work queues, diagnostics, media types).
        .target(name: "Basics", dependencies: ["CCrypto"]),
        // The C libraries for media files: TagLib (audio tags) and libvips (covers), one Swift file each.
        .target(name: "Media", dependencies: ["Basics", "CTagLib", "CVips"]),
        // The archive's types: albums, artists, tags, the site's configuration and paths.
        .target(name: "Model", dependencies: ["Engine", "Basics"]),
        // The content-addressed cache of everything fetched.
        .target(name: "Cache", dependencies: ["Model", "Basics"]),
        // HTTP, and the sources of the music web: one folder each under MusicWeb/Sources/, listed in SourceRegistry.
        .target(name: "MusicWeb", dependencies: ["Cache", "Model", "Basics", "CCurl", "CCurlSystem"]),
        // Reading and checking content/: front matter, Markdown (cmark), playlists, concerts, site.yml (whose
        // `sources:` the registry of sources checks).
        .target(name: "Content", dependencies: ["MusicWeb", "Model", "Media", "Engine", "Basics", "CCmark", .product(name: "Yams", package: "Yams")]),
        // Filling in the archive from the music web.
        .target(name: "Enrichment", dependencies: ["MusicWeb", "Cache", "Model", "Engine", "Basics"]),
        // Staging and publishing the site's files, and the record kept beside the output.
        .target(name: "Output", dependencies: ["Engine", "Basics"]),
        // Covers sized for the web, kept in the cache's derived/ folder.
        .target(name: "Covers", dependencies: ["MusicWeb", "Media", "Model", "Engine", "Basics"]),
        // Pages: views, page kinds, the theme (embedded from Templates/).
        .target(
            name: "Rendering",
            dependencies: ["Mustache", "Engine", "Content", "Covers", "MusicWeb", "Model", "Basics"],
            plugins: ["EmbedTheme"]
        ),
        // The build as a list of named steps over the stages above.
        .target(
            name: "Build",
            dependencies: ["Rendering", "Enrichment", "Covers", "Output", "MusicWeb", "Cache", "Content", "Model", "Engine", "Basics"]
        ),
        // Beside the build: importers, `init`/`new`, and the preview server.
        .target(name: "Import", dependencies: ["Content", "MusicWeb", "Cache", "Media", "Model", "Basics"]),
        .target(name: "Scaffold", dependencies: ["Content", "MusicWeb", "Model", "Basics"]),
        .target(name: "Serve", dependencies: ["Build", "Output", "Model", "Engine", "Basics"]),
        .executableTarget(
            name: "linernotes",
            dependencies: [
                "Build", "Serve", "Import", "Scaffold", "Enrichment", "MusicWeb", "Cache", "Content", "Model", "Basics",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Argument parsing and printing only.
            path: "Sources/CLI"
        ),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "EngineTests", dependencies: ["Engine"]),
        .testTarget(
            name: "LinerNotesTests",
            dependencies: [
                "Build", "Serve", "Import", "Scaffold", "Rendering", "Covers", "Output", "Enrichment", "MusicWeb", "Cache",
                "Content", "Model", "Media", "Engine", "Basics", "Mustache",
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
