import Foundation
import Basics

/// A cover image fetched and verified from the cache, in one or more sizes (smallest first).
public struct FetchedCover: Sendable, Hashable, Encodable {
    public struct Image: Sendable, Hashable, Encodable {
        public var size: Int
        public var data: Data
        public var format: ImageFormat

        package init(size: Int, data: Data, format: ImageFormat) {
            self.size = size
            self.data = data
            self.format = format
        }

        /// Its bytes as their SHA-256: what a digest of the album needs, without copying megabytes of image.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(size, forKey: .size)
            try container.encode(ContentHash.sha256(data), forKey: .data)
            try container.encode(format, forKey: .format)
        }

        private enum CodingKeys: String, CodingKey { case size, data, format }
    }

    public var images: [Image]
    public var source: SourceName

    package init(images: [Image], source: SourceName) {
        self.images = images
        self.source = source
    }
}
