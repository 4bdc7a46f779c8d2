import Model

/// The condition among an album page's facts: Discogs' grade names for the media and the sleeve, or the owner's words.
struct ConditionView: TemplateView {
    let condition: AlbumCondition

    package static let fields: TemplateFields<Self> = [
        .init("media") { $0.condition.text == nil ? $0.condition.media?.name : nil },
        .init("sleeve") { $0.condition.text == nil ? $0.condition.sleeve?.name : nil },
        // Between the two grades: " · ".
        .init("both") { $0.condition.text == nil && $0.condition.media != nil && $0.condition.sleeve != nil },
        .init("text") { $0.condition.text },
    ]
}
