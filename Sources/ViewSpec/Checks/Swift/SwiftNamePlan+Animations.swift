extension SwiftNamePlan {
    /// The Swift names of an animation: `XAnimation`, holding the enumerations `Element`
    /// and `Track` of its element and track names.
    struct AnimationNames: Sendable {
        var type: SwiftIdentifier
        /// The cases of `Element`, in the order written.
        var elements: [(specName: String, identifier: SwiftIdentifier)]
        /// The cases of `Track`, in the order written.
        var tracks: [(specName: String, identifier: SwiftIdentifier)]

        func element(_ specName: String) -> SwiftIdentifier? { elements.first { $0.specName == specName }?.identifier }
        func track(_ specName: String) -> SwiftIdentifier? { tracks.first { $0.specName == specName }?.identifier }
    }

    /// `XAnimation` in the module; its element and track names, each judged once as a case
    /// of the enumeration nested in it, so only the type takes a name of the module.
    static func animation(_ animation: Animation, namer: Namer, module: Namer.ModuleClaims) -> AnimationNames {
        let animationName = animation.name.value
        let base = namer.identifier(animation.name, style: .upperCamelCase, what: "animation name", reserved: [])
        let type = base.map { SwiftReservedNames.escaping($0.suffixed("Animation"), from: SwiftReservedNames.moduleTypes) }
        module.claim(type, as: .animation, spec: animationName, at: animation.name.range)

        var elementScope = namer.scope("the elements of animation", named: animationName, holding: animation.elements.count)
        var elements: [(specName: String, identifier: SwiftIdentifier)] = []
        for element in animation.elements where !elements.contains(where: { $0.specName == element.name.value }) {
            let identifier = namer.identifier(element.name, style: .lowerCamelCase, what: "element name", reserved: SwiftReservedNames.animationCases)
            elementScope.claim(identifier, spec: element.name.value, as: "element", at: element.name.range)
            elements.append((element.name.value, identifier ?? .placeholder))
        }
        var trackScope = namer.scope("the tracks of animation", named: animationName, holding: animation.tracks.count)
        var tracks: [(specName: String, identifier: SwiftIdentifier)] = []
        for track in animation.tracks where !tracks.contains(where: { $0.specName == track.name.value }) {
            let identifier = namer.identifier(track.name, style: .lowerCamelCase, what: "track name", reserved: SwiftReservedNames.animationCases)
            trackScope.claim(identifier, spec: track.name.value, as: "track", at: track.name.range)
            tracks.append((track.name.value, identifier ?? .placeholder))
        }
        return AnimationNames(type: type ?? .placeholder, elements: elements, tracks: tracks)
    }
}
