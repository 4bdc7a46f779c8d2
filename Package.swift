// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "linernotes",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "linernotes", targets: ["linernotes"]),
        .library(name: "LinerNotes", targets: ["LinerNotes"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        // The only C in the project: Debian's libcmark, found through pkg-config.
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
        // Turns Templates/ (the default theme) into Swift source, so the binary carries its theme.
        .executableTarget(name: "ThemeEmbedder"),
        .plugin(
            name: "EmbedTheme",
            capability: .buildTool(),
            dependencies: ["ThemeEmbedder"]
        ),
        .target(
            name: "LinerNotes",
            dependencies: [
                "CCmark",
                .product(name: "Yams", package: "Yams"),
                "CCrypto",
                "CTagLib",
                "CVips",
            ],
            plugins: ["EmbedTheme"]
        ),
        .executableTarget(
            name: "linernotes",
            dependencies: [
                "LinerNotes",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // Not Sources/linernotes: that would clash with Sources/LinerNotes on case-insensitive disks.
            path: "Sources/CLI"
        ),
        .testTarget(
            name: "LinerNotesTests",
            dependencies: ["LinerNotes"],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
