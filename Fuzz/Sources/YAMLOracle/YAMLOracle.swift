import CYAMLOracle

/// Asks libyaml directly, bypassing ViewSpec, how many documents a byte stream holds.
public enum YAMLOracle {
    /// The number of DOCUMENT-START events libyaml emits for `bytes` (UTF-8, without a
    /// BOM, as the loader hands them to libyaml), or nil if libyaml reports an error.
    public static func documentCount(_ bytes: ArraySlice<UInt8>) -> Int? {
        // The parser points into itself and reads the input lazily: both need stable
        // addresses that outlive every parse call. libyaml expects an input pointer even
        // for no bytes.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { input in
            _ = input.initialize(from: bytes)
            return withUnsafeTemporaryAllocation(of: yaml_parser_t.self, capacity: 1) { state -> Int? in
                let parser = state.baseAddress!
                guard yaml_parser_initialize(parser) == 1 else { return nil }
                defer { yaml_parser_delete(parser) }
                yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
                yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
                var documents = 0
                while true {
                    var event = yaml_event_t()
                    guard yaml_parser_parse(parser, &event) == 1 else { return nil }
                    let type = event.type
                    yaml_event_delete(&event)
                    if type == YAML_DOCUMENT_START_EVENT { documents += 1 }
                    if type == YAML_STREAM_END_EVENT { return documents }
                }
            }
        }
    }
}
