/// An album card's values, made once by `AlbumCardView` and shared by every grid that shows it at that link depth.
struct AlbumCard: TemplateRenderable {
    let templateValue: TemplateValue

    init(_ value: TemplateValue) {
        templateValue = value
    }

    static var templateShape: TemplateShape { AlbumCardView.templateShape }
}

