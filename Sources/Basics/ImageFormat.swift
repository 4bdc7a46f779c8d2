import Foundation

/// The image formats a cover may have, recognised by their first bytes.
public enum ImageFormat: String, Sendable {
    case jpeg = "jpg", png, gif, webp

    public init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            self = .png
        } else if bytes.starts(with: [0x47, 0x49, 0x46, 0x38]) {
            self = .gif
        } else if bytes.count >= 12, bytes.starts(with: [0x52, 0x49, 0x46, 0x46]), Array(bytes[8..<12]) == [0x57, 0x45, 0x42, 0x50] {
            self = .webp
        } else {
            return nil
        }
    }
}
