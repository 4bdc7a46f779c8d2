import Foundation
@testable import Import
@testable import MusicWeb
@testable import Rendering

/// The music web as the demo archive sees it: invented releases, articles and generated images, in each API's
/// real shape, at the public services' addresses. `DemoCacheTests` builds the demo through it to make `cache/`.
enum DemoWorld {
    static let imagesFolder = repositoryRoot.appending(path: "Tests/LinerNotesTests/Fixtures/demo-images")
    /// Fetch times recorded in the committed cache: fixed, so regenerating it changes nothing.
    static let fetchedAt = Date(timeIntervalSince1970: 1_763_769_600)  // 2025-11-22

    /// At the public services' addresses, or (`server`) at a loopback fixture server's.
    static func make(server: String? = nil) throws -> FixtureWorld {
        var world = FixtureWorld(
            caaBase: server.map { $0 + "/caa" } ?? "https://coverartarchive.org",
            imageBase: server.map { $0 + "/img/download" } ?? "https://archive.org/download",
            wikipediaBase: server.map { $0 + "/wiki" } ?? "https://en.wikipedia.org")
        // Each artist's MusicBrainz id, credited on their releases: the build finds their discography through it.
        let artistIDs = [
            "The Quiet Hours": "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6b01", "Fjörd Ensemble": "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6b02",
            "Mara Okonkwo-Lind": "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6b03", "Dr. Halcyon & the Static": "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6b04",
        ]
        func release(_ id: String, _ title: String, _ artist: String, _ date: String, group: String, _ media: [[(String, String, Int?)]]) -> FixtureWorld.Release {
            FixtureWorld.Release(
                id: id, title: title, artist: artist, artistID: artistIDs[artist]!, date: date, releaseGroupID: group,
                media: media.map { $0.map { (number: $0.0, title: $0.1, length: $0.2) } })
        }
        typealias Group = FixtureWorld.ReleaseGroup
        // Their discographies: the albums in the demo archive (by their release groups above, or Glass Ferns by its
        // title) and others the owner does not have; empty dates, a release group in another script, and shelves of
        // every kind, as MusicBrainz answers.
        world.releaseGroups = [
            artistIDs["The Quiet Hours"]!: [
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c01", title: "Harbour Songs", date: "2011-05-02"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b01", title: "Lanterns for the Tide", date: "2014-10-03"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c02", title: "Lanterns", primaryType: "Single", date: "2014-09"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c03", title: "Ferry Sessions", primaryType: "EP", date: "2015-11-20"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b02", title: "Paper Harbour", date: "2017-03-24"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c04", title: "Live at Harbour Hall", secondaryTypes: ["Live"], date: "2019"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b03", title: "Slow Weather", date: "2021-04-16"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c05", title: "Tide Tables: 2011–2021", secondaryTypes: ["Compilation"]),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c06", title: "Winter Room", date: "2024-12-06"),
            ],
            artistIDs["Fjörd Ensemble"]!: [
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b04", title: "Northern Static", date: "2012-02-10"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c11", title: "Aurora Cycle", date: "2016-01-29"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c12", title: "Glass Ferns", primaryType: "EP", date: "2019-11-29"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c13", title: "Soundings (Original Score)", secondaryTypes: ["Soundtrack"], date: "2020-10"),
                // New in the year before the demo's fetch day (2025-11-22), and not in the collection.
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c14", title: "Meltwater", primaryType: "EP", date: "2025-03-14"),
            ],
            artistIDs["Mara Okonkwo-Lind"]!: [
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c21", title: "First Light Trio", date: "2013-03-15"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b06", title: "Night Tram", date: "2016-06-10"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c22", title: "Terminus (Edit)", primaryType: "Single", date: "2016-05-20"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c23", title: "東京ライブ", secondaryTypes: ["Live"], date: "2019-02-14"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b07", title: "Salt & Cedar", date: "2023-05-05"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c24", title: "Cedar (Live at the Boathouse)", primaryType: "Single", date: "2025-08"),
            ],
            artistIDs["Dr. Halcyon & the Static"]!: [
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b08", title: "Tin Radio", date: "2008-09-01"),
                Group(id: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c31", title: "Valve Glow", date: "2010-10-11"),
            ],
        ]
        world.releases = [
            release("0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a01", "Lanterns for the Tide", "The Quiet Hours", "2014-10-03", group: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b01",
                    [[("A1", "Harbour Lights", 228_000), ("A2", "The Long Way Round", 252_000), ("A3", "Salt in the Letters", 185_000), ("A4", "Lanterns", 331_000)],
                     [("B1", "Ferryman's Waltz", 179_000), ("B2", "North Wall", 284_000), ("B3", "Tide Tables", 362_000)]]),
            release("0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a02", "Paper Harbour", "The Quiet Hours", "2017-03-24", group: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b02",
                    [[("1", "Origami Boats", 201_000), ("2", "Paper Harbour", 280_000), ("3", "Quayside", 238_000), ("4", "Radiator Song", 167_000), ("5", "What the Gulls Know", 245_000), ("6", "Folded", 312_000)]]),
            release("0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a03", "Slow Weather", "The Quiet Hours", "2021-04-16", group: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b03",
                    [[("1", "Forecast", 194_500), ("2", "Low Pressure", 241_200), ("3", "Isobars", 208_900), ("4", "Fog Bank", 315_000), ("5", "Clearing", nil)]]),
            release("5d1f7e2a-3b4c-4d5e-8f60-718293a4b5c6", "Northern Static", "Fjörd Ensemble", "2012-02-10", group: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b04",
                    [[("A1", "Aurora, Slowly", 684_000), ("B1", "Magnetosphere", 422_000), ("B2", "Ice Road", 495_000)], [("C1", "Relay Station", 580_000), ("D1", "Static Hymn", 843_000)]]),
            release("0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a06", "Night Tram", "Mara Okonkwo-Lind", "2016-06-10", group: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b06",
                    [[("1", "Last Departure", 374_000), ("2", "Overhead Wires", 465_000), ("3", "Depot Blues", 320_000), ("4", "Night Tram", 542_000), ("5", "Terminus", 278_000)]]),
            release("0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a07", "Salt & Cedar", "Mara Okonkwo-Lind", "2023-05-05", group: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b07",
                    [[("A1", "Salt", 290_000), ("A2", "Cedar", 333_000), ("A3", "Brine & Bark", 381_000), ("B1", "Smoke Room", 239_000), ("B2", "Coastal Path", 428_000), ("B3", "Still Life with Kettle", 164_000)]]),
            release("0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a08", "Tin Radio", "Dr. Halcyon & the Static", "2008-09-01", group: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b08",
                    [[("1", "Warm Up the Valves", 192_000), ("2", "Shortwave Romance", 267_000), ("3", "Number Station", 355_000), ("4", "Tin Radio", 213_000)]]),
        ]
        // Who made and played on three of them (MusicBrainz relationships): a trio with a guest on Night Tram, a
        // producer, engineer and mastering engineer on Slow Weather (the producer also made Night Tram), and on
        // Northern Static two works by a composer, played under a conductor with a string orchestra.
        typealias Relation = FixtureWorld.Relation
        let producer = Relation(type: "producer", name: "Iris Vantongeren", id: "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6c01")
        let piano = Relation(type: "instrument", name: "Mara Okonkwo-Lind", id: artistIDs["Mara Okonkwo-Lind"]!, attributes: ["piano"])
        let bass = Relation(type: "instrument", name: "Kofi Brennan-Adu", id: "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6c02", attributes: ["double bass"])
        let drums = Relation(type: "instrument", name: "Lise Haugland", id: "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6c03", attributes: ["drums (drum set)"])
        let saxophone = Relation(type: "instrument", name: "Dario Falcone", id: "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6c04", attributes: ["tenor saxophone"])
        let guests = Relation(type: "performer", name: "Fjörd Ensemble", id: artistIDs["Fjörd Ensemble"]!, attributes: ["guest"])
        let composer = Relation(type: "composer", name: "Henrike Solberg", id: "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6c05")
        let conductor = Relation(type: "conductor", name: "Aurelio Brandt", id: "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6c06")
        let orchestra = Relation(type: "performing orchestra", name: "Tromsø Chamber Strings", id: "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6c07")
        for (index, release) in world.releases.enumerated() {
            switch release.title {
            case "Night Tram":
                world.releases[index].relations = [producer]
                for number in ["1", "2", "3", "4", "5"] { world.releases[index].trackRelations[number] = [piano, bass, drums] }
                world.releases[index].trackRelations["3"]! += [saxophone]
                world.releases[index].trackRelations["4"]! += [saxophone]
                world.releases[index].trackRelations["5"]! += [guests]
            case "Slow Weather":
                world.releases[index].relations = [
                    producer, Relation(type: "engineer", name: "Tomasz Wierzba", id: "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6c08"),
                    Relation(type: "mix", name: "Tomasz Wierzba", id: "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6c08"),
                    Relation(type: "mastering", name: "Ada Lindqvist", id: "3c5e1f7a-9b2d-4e6f-8a1c-2d3e4f5a6c09"),
                ]
            case "Northern Static":
                world.releases[index].trackRelations["A1"] = [conductor, orchestra]
                world.releases[index].trackRelations["D1"] = [conductor, orchestra]
                world.releases[index].trackWorks["A1"] = .init(id: "4d6e2f8a-1c3b-4e5d-9f60-1a2b3c4d5e01", title: "Aurora, Slowly", authors: [composer])
                world.releases[index].trackWorks["D1"] = .init(id: "4d6e2f8a-1c3b-4e5d-9f60-1a2b3c4d5e02", title: "Static Hymn", authors: [composer])
            default: break
            }
        }
        // Winter Room (2024-12-06) is the demo's newest album: the New releases page marks it as owned.
        world.releases.append(
            release("0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a09", "Winter Room", "The Quiet Hours", "2024-12-06", group: "1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3c06",
                    [[("A1", "Frost on the Sill", 214_000), ("A2", "Kettle Weather", 251_000), ("A3", "Long Nights", 302_000)],
                     [("B1", "Stove Light", 198_000), ("B2", "Winter Room", 347_000)]]))
        // Slow Weather has art on its release; Tin Radio only on its release group; Glass Ferns is not in
        // MusicBrainz at all, so its tracks' dates and artwork come from iTunes.
        // The wantlist (.linernotes/wantlist.json): two of its records are linked from their Discogs releases to
        // releases with a cover; the others are not on MusicBrainz.
        world.discogsLinks = [
            31_000_101: ("0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a11", "Harbour Songs", "2011-05-02"),
            31_000_102: ("0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a12", "Aurora Cycle", "2016-01-29"),
        ]
        world.releaseArt = [
            "0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a03": 9101, "0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a11": 9404,
            "0a6c1c52-1f0e-4f43-9a55-0d5f7d1e2a12": 9505,
        ]
        world.groupArt = ["1b7d2d63-2a1f-4a54-8b66-1e6a8e2f3b08": 9303]
        world.itunes = [.init(
            id: 1_500_000_001, name: "Glass Ferns - EP", artist: "Fjörd Ensemble", releaseDate: "2019-11-29T08:00:00Z", art: "glass-ferns",
            tracks: [("Frost Pattern", 390_000, 1), ("Greenhouse at Night", 552_000, 1), ("Condensation", 401_000, 1), ("Glass Ferns", 768_000, 1)])]
        world.wikipedia = [
            "The Quiet Hours (band)": .init(
                description: "Fictional indie folk band",
                extract: "The Quiet Hours are a fictional four-piece indie folk band, invented for the linernotes demo. They record live in one room, usually in winter.\nTheir albums include Lanterns for the Tide (2014), Paper Harbour (2017) and Slow Weather (2021)."),
            "Fjörd Ensemble": .init(
                description: "Fictional instrumental music collective",
                extract: "Fjörd Ensemble is a fictional instrumental music collective whose line-up changes with every record, known for long pieces of bowed guitar and field recordings."),
            "Mara Okonkwo-Lind": .init(
                description: "Fictional jazz pianist and composer",
                extract: "Mara Okonkwo-Lind is a fictional jazz pianist and composer, leader of a piano trio and a solo performer."),
            "Northern Static (Fjörd Ensemble album)": .init(
                description: "2012 studio album by Fjörd Ensemble",
                extract: "Northern Static is the first album by the fictional collective Fjörd Ensemble, released as a double LP in February 2012. Its five pieces fill four sides."),
            "Night Tram": .init(type: "disambiguation", description: "Topics referred to by the same term", extract: "Night Tram may refer to:"),
            "Night Tram (Mara Okonkwo-Lind album)": .init(
                description: "2016 album by Mara Okonkwo-Lind",
                extract: "Night Tram is a 2016 trio album by the fictional pianist Mara Okonkwo-Lind. Its title track begins as a lullaby and ends near free jazz."),
        ]
        for (name, file) in [
            ("download/9101-250", "download/9101-250.png"), ("download/9101-500", "download/9101-500.png"),
            ("download/9303-250", "download/9303-250.png"), ("download/9303-500", "download/9303-500.png"),
            ("download/9404-250", "download/9404-250.png"), ("download/9404-500", "download/9404-500.png"),
            ("download/9505-250", "download/9505-250.png"), ("download/9505-500", "download/9505-500.png"),
            ("download/glass-ferns/300x300bb", "glass-ferns/300x300bb.png"), ("download/glass-ferns/600x600bb", "glass-ferns/600x600bb.png"),
        ] {
            world.images[name] = try Data(contentsOf: imagesFolder.appending(path: file))
        }
        return world
    }
}
