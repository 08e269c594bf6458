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
            _ name: Located<String>, style: SwiftIdentifier.Style, what: @autoclosure () -> String, reserved: Set<String>,
            reportingAgain: Bool = true
        ) -> SwiftIdentifier? {
            switch SwiftIdentifier.make(name.value, style: style) {
            case .success(let identifier):
                return SwiftReservedNames.escaping(identifier, from: reserved)
            case .failure(let error):
                if reportingAgain || !invalidNames.contains(name.range) { reportInvalid(name, what: what(), problem: error.problem) }
                return nil
            }
        }

        /// Whether a scope that holds only `names`, in `style`, has nothing to report: each is
        /// its own identifier, so none is invalid, and different names stay different Swift
        /// names (one the scope reserves becomes itself with a `_`, which none of them holds).
        /// Most lists of names are such lists; where only the problems are wanted, they are
        /// not named at all.
        static func cannotReport(_ names: some Sequence<String>, style: SwiftIdentifier.Style) -> Bool {
            names.allSatisfy { SwiftIdentifier.isOwnIdentifier($0, style: style) }
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

        /// A scope named in messages as `kind` and the declaration's spec name (`model
        /// 'AppSettings'`), or as `kind` alone (`the module`).
        func scope(_ kind: String, named name: String? = nil, holding capacity: Int = 0) -> Scope {
            Scope(self, kind: kind, name: name, capacity: capacity)
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
        ///
        /// Every name of a project is claimed and few clash, so a scope keeps what its
        /// messages are made of (kinds, spec names) and words a message only for a clash.
        /// Nearly every name is claimed verbatim, its Swift name being its spec name, and
        /// two such names cannot clash (different spec names are different Swift names):
        /// they are only listed, in order, until a name that Swift spells differently is
        /// claimed, which could clash with one of them. Most scopes never hash a name. A
        /// value, not an object: a class's stored properties are checked for exclusive
        /// access on every use, which cost more than the claims themselves.
        struct Scope {
            private typealias Claim = (specName: String, kind: String, span: SourceSpan)
            private let namer: Namer
            private let kind: String
            private let name: String?
            private let capacity: Int
            /// By Swift name, the first claim of each, once a name not claimed verbatim came.
            private var claimed: [String: Claim] = [:]
            /// The claims before that, each of a Swift name that is its spec name.
            private var verbatim: [Claim] = []

            /// - Parameters:
            ///   - kind: what the scope is in messages (`model`, `the module`).
            ///   - name: the spec name of the declaration it belongs to, if any.
            ///   - capacity: how many names it will likely hold.
            init(_ namer: Namer, kind: String, name: String?, capacity: Int) {
                self.namer = namer
                self.kind = kind
                self.name = name
                self.capacity = capacity
            }

            /// Claims the module's name a declaration noted.
            mutating func claim(_ noted: ModuleClaim) {
                claim(noted.identifier, spec: noted.specName, as: noted.kind, at: noted.span)
            }

            /// Claims `identifier` for the declaration of kind `kind` (`field`, `case`) named
            /// `specName`; a second spec name that gives the same Swift name is a clash, and so
            /// is the same spec name of another kind (a model and an animation both named
            /// `Animation`). The same spec name of the same kind again is a duplicate
            /// declaration, which is not this scope's to report; nil (a name that could not be
            /// made) claims nothing.
            mutating func claim(_ identifier: SwiftIdentifier?, spec specName: String, as kind: String, at span: SourceSpan) {
                guard let identifier else { return }
                let swiftName = identifier.name
                if claimed.isEmpty {
                    // Names of one kind claimed verbatim cannot clash; a model and an
                    // animation may share a spec name, which then is one Swift name.
                    if swiftName == specName, verbatim.first.map({ $0.kind == kind }) ?? true {
                        if verbatim.isEmpty { verbatim.reserveCapacity(capacity) }
                        verbatim.append((specName, kind, span))
                        return
                    }
                    claimed.reserveCapacity(max(capacity, verbatim.count + 1))
                    for earlier in verbatim where claimed[earlier.specName] == nil { claimed[earlier.specName] = earlier }
                    verbatim = []
                }
                // One look-up for the usual case, a name not yet taken; the first declaration
                // keeps a taken name.
                guard let first = claimed.updateValue((specName, kind, span), forKey: swiftName) else { return }
                claimed[swiftName] = first
                guard first.specName != specName || first.kind != kind else { return }
                let what = "\(kind) '\(specName)'"
                let firstWhat = "\(first.kind) '\(first.specName)'"
                let title = name.map { "\(self.kind) '\($0)'" } ?? self.kind
                namer.report(
                    .clash,
                    "\(what) becomes the Swift name '\(swiftName)' in \(title), which \(firstWhat) already has: expected "
                        + "names that stay distinct in Swift, found two that give '\(swiftName)'; rename one",
                    at: span, notes: [.init("\(firstWhat) is declared here", at: first.span)])
            }
        }
    }
}

extension SwiftNamePlan {
    /// A name of the module's scope that a declaration takes. Kept for every declaration
    /// of an open project, so it holds what its message is made of, not the message.
    struct ModuleClaim: Sendable {
        enum Role: Sendable {
            case model, preferenceScreen, screenActions, screenOptions, table, tableHooks, hierarchy, actionSheet, sheetActions, sheetHandler
            case animation
        }

        var identifier: SwiftIdentifier
        var role: Role
        var specName: String
        var span: SourceSpan

        /// The kind of declaration in messages, before its spec name (`model`).
        var kind: String {
            switch role {
            case .model: "model"
            case .preferenceScreen: "preference screen"
            case .screenActions: "the actions of preference screen"
            case .screenOptions: "the options the app supplies of preference screen"
            case .table: "table"
            case .tableHooks: "the hooks of table"
            case .hierarchy: "hierarchy"
            case .actionSheet: "action sheet"
            case .sheetActions: "the actions of action sheet"
            case .sheetHandler: "the handler of action sheet"
            case .animation: "animation"
            }
        }
    }
}
