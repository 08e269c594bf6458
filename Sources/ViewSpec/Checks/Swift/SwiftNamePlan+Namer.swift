extension SwiftNamePlan {
    /// Makes identifiers of spec names and keeps each Swift scope's names distinct, noting
    /// what cannot be a Swift name and what would clash.
    final class Namer {
        private(set) var problems: [Problem] = []
        /// Where a name was already found invalid, so that it is reported once however
        /// many Swift names are made of it.
        private var invalidNames: Set<SourceSpan> = []

        /// The identifier for a spec name in `style`, escaped when `reserved` holds it; nil
        /// after noting why there is none. `what` says what the name is (`model name`,
        /// `case of field 'theme'`).
        func identifier(
            _ name: Located<String>, style: SwiftIdentifier.Style, what: String, reserved: Set<String>, reportingAgain: Bool = true
        ) -> SwiftIdentifier? {
            switch SwiftIdentifier.make(name.value, style: style) {
            case .success(let identifier):
                return SwiftReservedNames.escaping(identifier, from: reserved)
            case .failure(let error):
                if reportingAgain || !invalidNames.contains(name.range) { reportInvalid(name, what: what, problem: error.problem) }
                return nil
            }
        }

        func reportInvalid(_ name: Located<String>, what: String, problem: SwiftIdentifier.Problem) {
            guard invalidNames.insert(name.range).inserted else { return }
            report(
                .invalidName,
                "\(what) \(SwiftLiteral.string(name.value)) cannot be made a Swift name: expected letters and digits of any "
                    + "script or emoji, in words separated by - _ . / : or +, found a name where \(problem.explanation); rename it",
                at: name.range)
        }

        func report(_ kind: Problem.Kind, _ message: String, at span: SourceSpan, notes: [Diagnostic.Note] = []) {
            problems.append(Problem(kind: kind, message: message, span: span, notes: notes))
        }

        func scope(_ title: String) -> Scope {
            Scope(self, title: title)
        }

        /// The module's names a declaration takes, noted to be claimed later: the module is
        /// the one scope that declarations of every file share, so its names are claimed
        /// once every slice of the project is named, in project order.
        final class ModuleClaims {
            private(set) var claims: [ModuleClaim] = []

            func claim(_ identifier: SwiftIdentifier?, as role: ModuleClaim.Role, spec specName: String, at span: SourceSpan) {
                guard let identifier else { return }
                claims.append(ModuleClaim(identifier: identifier, role: role, specName: specName, span: span))
            }
        }

        /// One Swift scope: a set of names in which each may be declared once.
        final class Scope {
            private let namer: Namer
            private let title: String
            private var claimed: [String: (specName: String, what: String, span: SourceSpan)] = [:]

            /// - Parameter title: the scope in messages (`the module`, `model 'AppSettings'`).
            init(_ namer: Namer, title: String) {
                self.namer = namer
                self.title = title
            }

            /// Claims `identifier` for the declaration named `specName`; a second spec name
            /// that gives the same Swift name is a clash. The same spec name again is a
            /// duplicate declaration, which is not this scope's to report; nil (a name that
            /// could not be made) claims nothing.
            func claim(_ noted: ModuleClaim) {
                claim(noted.identifier, spec: noted.specName, for: noted.what, at: noted.span)
            }

            func claim(_ identifier: SwiftIdentifier?, spec specName: String, for what: String, at span: SourceSpan) {
                guard let identifier else { return }
                let swiftName = identifier.name
                guard let first = claimed[swiftName] else {
                    claimed[swiftName] = (specName, what, span)
                    return
                }
                guard first.specName != specName else { return }
                namer.report(
                    .clash,
                    "\(what) becomes the Swift name '\(swiftName)' in \(title), which \(first.what) already has: expected "
                        + "names that stay distinct in Swift, found two that give '\(swiftName)'; rename one",
                    at: span, notes: [.init("\(first.what) is declared here", at: first.span)])
            }
        }
    }
}

extension SwiftNamePlan {
    /// A name of the module's scope that a declaration takes. Kept for every declaration
    /// of an open project, so it holds what its message is made of, not the message.
    struct ModuleClaim: Sendable {
        enum Role: Sendable {
            case model, preferenceScreen, screenActions, table, tableHooks, hierarchy, actionSheet, sheetActions, sheetHandler
            case animation
        }

        var identifier: SwiftIdentifier
        var role: Role
        var specName: String
        var span: SourceSpan

        /// The declaration in messages (`model 'AppSettings'`).
        var what: String {
            switch role {
            case .model: "model '\(specName)'"
            case .preferenceScreen: "preference screen '\(specName)'"
            case .screenActions: "the actions of preference screen '\(specName)'"
            case .table: "table '\(specName)'"
            case .tableHooks: "the hooks of table '\(specName)'"
            case .hierarchy: "hierarchy '\(specName)'"
            case .actionSheet: "action sheet '\(specName)'"
            case .sheetActions: "the actions of action sheet '\(specName)'"
            case .sheetHandler: "the handler of action sheet '\(specName)'"
            case .animation: "animation '\(specName)'"
            }
        }
    }
}
