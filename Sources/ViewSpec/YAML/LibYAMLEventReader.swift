// The only file that talks to libyaml: everything above it sees Swift values.
import CViewSpecYAML

/// A position as libyaml reports it: 0-based, counting Unicode scalars, with NEL, U+2028
/// and U+2029 counted as line breaks. `MarkConverter` turns it into a byte offset.
struct LibYAMLMark: Sendable {
    var index: Int
    var line: Int
    var column: Int

    init(_ mark: yaml_mark_t) {
        index = Int(mark.index)
        line = Int(mark.line)
        column = Int(mark.column)
    }
}

/// One parse event, with its marks.
///
/// What libyaml wrote is lent, not copied: a scalar's bytes and the texts of anchors and
/// tags belong to the reader and stay valid until the reader's next `next()`, so the one
/// who keeps them makes the only copy. An event thus holds nothing reference counted, and
/// passing one around costs no retain or release.
struct YAMLEvent {
    enum Kind {
        case streamStart
        case streamEnd
        case documentStart
        case documentEnd
        case alias(anchor: LentText?)
        case scalar(bytes: UnsafeBufferPointer<UInt8>, style: YAMLScalar.Style)
        case sequenceStart
        case sequenceEnd
        case mappingStart
        case mappingEnd
    }

    var kind: Kind
    var lentAnchor: LentText?
    var lentTag: LentText?
    var start: LibYAMLMark
    var end: LibYAMLMark

    /// Made on each use; most nodes have neither.
    var anchor: String? { lentAnchor?.string }
    var tag: String? { lentTag?.string }
}

/// A NUL-terminated text libyaml lends with an event.
struct LentText {
    let pointer: UnsafePointer<UInt8>

    var string: String { String(cString: pointer) }
}

/// What libyaml said when it stopped.
struct LibYAMLError: Error {
    enum Stage { case reader, scanner, parser, memory }

    var stage: Stage
    var problem: String
    var problemMark: LibYAMLMark?
    /// Byte offset of a reader (encoding) error, which carries no mark.
    var problemOffset: Int?
    /// The offending byte or code point of a reader error, when libyaml knows it.
    var problemValue: Int?
    var context: String?
    var contextMark: LibYAMLMark?
}

/// Pulls events from libyaml's parser over an in-memory UTF-8 buffer.
///
/// Not copyable: it owns libyaml's parser and the event last returned, which must stay
/// where libyaml put them and be freed once, when the reader ends.
struct LibYAMLEventReader: ~Copyable {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    /// The event last returned, whose scalar bytes are lent until the next one is read.
    private let current: UnsafeMutablePointer<yaml_event_t>
    private var holdsEvent = false

    /// - Parameter input: UTF-8 text without a BOM. libyaml reads it lazily, so it must stay
    ///   valid, unchanged, for as long as the reader lives: the loader keeps the file's bytes
    ///   pinned while it reads them, rather than copying every file for libyaml.
    init(input: UnsafeBufferPointer<UInt8>) {
        parser = .allocate(capacity: 1)
        current = .allocate(capacity: 1)
        yaml_parser_initialize(parser)
        yaml_parser_set_input_string(parser, input.baseAddress, input.count)
        // Never let libyaml guess: a UTF-16 file has been refused before this point.
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
    }

    deinit {
        if holdsEvent { yaml_event_delete(current) }
        current.deallocate()
        yaml_parser_delete(parser)
        parser.deallocate()
    }

    /// The next event; a scalar's bytes in it are valid until the next call.
    mutating func next() throws(LibYAMLError) -> YAMLEvent {
        if holdsEvent {
            yaml_event_delete(current)
            holdsEvent = false
        }
        guard yaml_parser_parse(parser, current) == 1 else {
            throw currentError()
        }
        holdsEvent = true
        let event = current.pointee
        return YAMLEvent(
            kind: Self.kind(of: event),
            lentAnchor: Self.anchor(of: event),
            lentTag: Self.tag(of: event),
            start: LibYAMLMark(event.start_mark),
            end: LibYAMLMark(event.end_mark))
    }

    // MARK: - Private

    private static func kind(of event: yaml_event_t) -> YAMLEvent.Kind {
        switch event.type {
        case YAML_STREAM_START_EVENT: return .streamStart
        case YAML_DOCUMENT_START_EVENT: return .documentStart
        case YAML_DOCUMENT_END_EVENT: return .documentEnd
        case YAML_ALIAS_EVENT: return .alias(anchor: lent(event.data.alias.anchor))
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            // The length libyaml gives, not a NUL: a scalar may hold NUL through "\0".
            return .scalar(bytes: UnsafeBufferPointer(start: scalar.value, count: Int(scalar.length)), style: style(scalar.style))
        case YAML_SEQUENCE_START_EVENT: return .sequenceStart
        case YAML_SEQUENCE_END_EVENT: return .sequenceEnd
        case YAML_MAPPING_START_EVENT: return .mappingStart
        case YAML_MAPPING_END_EVENT: return .mappingEnd
        default: return .streamEnd
        }
    }

    private static func anchor(of event: yaml_event_t) -> LentText? {
        switch event.type {
        case YAML_SCALAR_EVENT: lent(event.data.scalar.anchor)
        case YAML_SEQUENCE_START_EVENT: lent(event.data.sequence_start.anchor)
        case YAML_MAPPING_START_EVENT: lent(event.data.mapping_start.anchor)
        default: nil
        }
    }

    private static func tag(of event: yaml_event_t) -> LentText? {
        switch event.type {
        case YAML_SCALAR_EVENT: lent(event.data.scalar.tag)
        case YAML_SEQUENCE_START_EVENT: lent(event.data.sequence_start.tag)
        case YAML_MAPPING_START_EVENT: lent(event.data.mapping_start.tag)
        default: nil
        }
    }

    private static func style(_ style: yaml_scalar_style_t) -> YAMLScalar.Style {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: .literal
        case YAML_FOLDED_SCALAR_STYLE: .folded
        default: .plain
        }
    }

    private static func lent(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> LentText? {
        pointer.map { LentText(pointer: UnsafePointer($0)) }
    }

    private func currentError() -> LibYAMLError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown libyaml error"
        let context = state.context.map { String(cString: $0) }
        switch state.error {
        case YAML_READER_ERROR:
            return LibYAMLError(
                stage: .reader, problem: problem, problemOffset: Int(state.problem_offset),
                problemValue: state.problem_value >= 0 ? Int(state.problem_value) : nil)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            return LibYAMLError(
                stage: state.error == YAML_SCANNER_ERROR ? .scanner : .parser,
                problem: problem,
                problemMark: LibYAMLMark(state.problem_mark),
                context: context,
                contextMark: context == nil ? nil : LibYAMLMark(state.context_mark))
        default:
            return LibYAMLError(stage: .memory, problem: "libyaml ran out of memory")
        }
    }
}
