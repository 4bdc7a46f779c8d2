/// The condition of the owner's copy (`condition:`): the media's and the sleeve's grades on the Goldmine scale
/// (what Discogs records, and its import writes), or the owner's own words for a grading of their own.
public struct AlbumCondition: Sendable, Hashable, Codable {
    public var media: ConditionGrade?
    public var sleeve: ConditionGrade?
    /// `condition: "VG++ / EX, seam split"`: shown as written.
    public var text: String?

    public init(media: ConditionGrade? = nil, sleeve: ConditionGrade? = nil, text: String? = nil) {
        self.media = media
        self.sleeve = sleeve
        self.text = text
    }

    public var isEmpty: Bool { media == nil && sleeve == nil && text == nil }
}
