import Foundation
import Basics

/// A cover image fetched and verified from the cache, in one or more sizes (smallest first).
public struct FetchedCover: Sendable, Hashable, Codable {
    public struct Image: Sendable, Hashable, Codable {
        public var size: Int
        public var data: Data
        public var format: ImageFormat
        /// The SHA-256 of `data`: its name in the cache's objects.
        public let object: String

        /// - Parameter object: `data`'s SHA-256 when the caller knows it (it read `data` from the cache by it).
        package init(size: Int, data: Data, format: ImageFormat, object: String? = nil) {
            self.size = size
            self.data = data
            self.format = format
            self.object = object ?? ContentHash.sha256(data)
        }

        /// Its bytes as their SHA-256: what a digest of the album needs, and what `EnrichmentRecord` keeps, without
        /// copying megabytes of image.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(size, forKey: .size)
            try container.encode(object, forKey: .data)
            try container.encode(format, forKey: .format)
        }

        /// Decoded with its bytes read again from the cache (`Self.objects` in the decoder's `userInfo`: an object's
        /// bytes by hash, nil when missing or damaged); a decoder without it, or a missing object, fails.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            size = try container.decode(Int.self, forKey: .size)
            object = try container.decode(String.self, forKey: .data)
            format = try container.decode(ImageFormat.self, forKey: .format)
            guard let read = decoder.userInfo[Self.objects] as? @Sendable (String) -> Data?, let data = read(object) else {
                throw DecodingError.dataCorruptedError(forKey: .data, in: container, debugDescription: "image \(object) is not in the cache")
            }
            self.data = data
        }

        /// The `userInfo` key of what reads an image's bytes by hash (`init(from:)`).
        public static let objects: CodingUserInfoKey = {
            guard let key = CodingUserInfoKey(rawValue: "linernotes.cover-objects") else { preconditionFailure("a userInfo key that is not one") }
            return key
        }()

        private enum CodingKeys: String, CodingKey { case size, data, format }
    }

    public var images: [Image]
    public var source: SourceName

    package init(images: [Image], source: SourceName) {
        self.images = images
        self.source = source
    }
}
