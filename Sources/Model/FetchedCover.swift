import Foundation
import Basics

/// A cover image fetched and verified from the cache, in one or more sizes (smallest first).
public struct FetchedCover: Sendable, Hashable {
    public struct Image: Sendable, Hashable {
        public var size: Int
        public var data: Data
        public var format: ImageFormat

        package init(size: Int, data: Data, format: ImageFormat) {
            self.size = size
            self.data = data
            self.format = format
        }
    }

    public var images: [Image]
    public var source: SourceName

    package init(images: [Image], source: SourceName) {
        self.images = images
        self.source = source
    }
}
