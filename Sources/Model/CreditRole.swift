/// What a credited person did, in MusicBrainz's relationship type names: the closed set the album page words.
/// Any other relationship (urls, places, remixes, samples, publishing, commissions, premieres) is left out.
public enum CreditRole: String, Sendable, Hashable, Codable, CaseIterable {
    case producer
    case engineer
    case recording
    case mix
    case mastering
    case programming
    case arranger
    case instrumentArranger = "instrument arranger"
    case vocalArranger = "vocal arranger"
    case orchestrator
    case instrument
    case vocal
    case performer
    case conductor
    case performingOrchestra = "performing orchestra"
    case chorusMaster = "chorus master"
    case concertmaster
    case composer
    case lyricist
    case writer
    case librettist
    case artDirection = "art direction"
    case design
    case photography

    /// Someone heard on the recording: the page says what they play or sing.
    public var isPerformance: Bool {
        switch self {
        case .instrument, .vocal, .performer, .conductor, .performingOrchestra, .chorusMaster, .concertmaster: true
        default: false
        }
    }

    /// A work's authors: shown with the work, and a composer's page lists their works.
    public var isAuthorship: Bool {
        switch self {
        case .composer, .lyricist, .writer, .librettist: true
        default: false
        }
    }

    /// The sleeve: shown on one "Design" line.
    public var isDesign: Bool {
        switch self {
        case .artDirection, .design, .photography: true
        default: false
        }
    }
}
