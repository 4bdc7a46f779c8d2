import Foundation

/// The image formats a cover may have, recognised by their first bytes.
public enum ImageFormat: String, Sendable, Codable {
    case jpeg = "jpg", png, gif, webp

    public init?(_ data: Data) {
        switch ImageFileType(contents: data) {
        case ImageFileType.jpeg: self = .jpeg
        case ImageFileType.png: self = .png
        case ImageFileType.gif: self = .gif
        case ImageFileType.webp: self = .webp
        default: return nil
        }
    }

    /// Its entry in the list of image types (the extension a copy gets, the content type it is served with).
    public var fileType: ImageFileType {
        switch self {
        case .jpeg: .jpeg
        case .png: .png
        case .gif: .gif
        case .webp: .webp
        }
    }
}
