/// Comma-separated values as RFC 4180 writes them (and Discogs exports them): quoted fields may hold commas,
/// doubled quotes and line breaks. Each record keeps the line it starts on, for messages.
struct CSVReader {
    struct Record {
        package let line: Int
        package let fields: [String]
        /// Its place among the file's records, the header being row 1 (as a spreadsheet numbers it; a row may span lines).
        package var row = 0
    }

    /// A record that cannot be read, and where.
    package struct Problem: Error {
        package let line: Int
        package let message: String
    }

    /// The records of `text`, and the problems (a quote left open to the end, a stray quote inside a field).
    package static func parse(_ text: String) -> (records: [Record], problems: [Problem]) {
        var records: [Record] = []
        var problems: [Problem] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var quotedField = false
        var line = 1
        var recordLine = 1
        var broken: String?
        var row = 0
        var characters = Array(text.unicodeScalars)
        if characters.first == "\u{FEFF}" { characters.removeFirst() }
        var index = 0
        func endRecord() {
            fields.append(field)
            let blank = fields.count == 1 && fields[0].isEmpty && !quotedField
            if !blank { row += 1 }
            if let broken {
                problems.append(Problem(line: recordLine, message: broken))
            } else if !blank {
                records.append(Record(line: recordLine, fields: fields, row: row))
            }
            fields = []
            field = ""
            quotedField = false
            broken = nil
        }
        while index < characters.count {
            let character = characters[index]
            if inQuotes {
                if character == "\"" {
                    if index + 1 < characters.count && characters[index + 1] == "\"" {
                        field.unicodeScalars.append("\"")
                        index += 1
                    } else {
                        inQuotes = false
                    }
                } else {
                    if character == "\n" { line += 1 }
                    field.unicodeScalars.append(character)
                }
            } else {
                switch character {
                case ",":
                    fields.append(field)
                    field = ""
                    quotedField = false
                case "\"":
                    if field.isEmpty && !quotedField {
                        inQuotes = true
                        quotedField = true
                    } else {
                        broken = broken ?? "a quote inside a field that does not start with one"
                        field.unicodeScalars.append(character)
                    }
                case "\r":
                    break
                case "\n":
                    endRecord()
                    line += 1
                    recordLine = line
                default:
                    field.unicodeScalars.append(character)
                }
            }
            index += 1
        }
        if inQuotes {
            problems.append(Problem(line: recordLine, message: "a quoted field is never closed (from here to the end of the file)"))
        } else if !field.isEmpty || !fields.isEmpty {
            endRecord()
        }
        return (records, problems)
    }
}
