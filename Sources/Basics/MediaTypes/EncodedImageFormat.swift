/// The formats covers are published in, for the web.
package enum EncodedImageFormat: String, Sendable, CaseIterable, Codable {
    case jpeg = "jpg", webp

    package var mediaType: String { (self == .jpeg ? ImageFileType.jpeg : ImageFileType.webp).mediaType }
}
