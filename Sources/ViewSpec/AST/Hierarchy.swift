/// Views placed in named layers; the order of `layers` alone decides which is above.
public final class Hierarchy: Sendable {
    public let name: Located<String>
    public let layers: [Located<String>]
    public let views: [HierarchyView]
    public let range: SourceSpan
    /// Some of what the hierarchy was written with could not be read (a view, a misspelt
    /// key, its layers): its layers may hold views, and its views show screens, that
    /// `views` lacks.
    public let isPartlyUnread: Bool
    /// Its list of layers could not be read whole (missing, misspelt, a name that is not a
    /// name): a view's layer that is not among `layers` may be among those unread.
    public let hasUnreadLayers: Bool

    public init(
        name: Located<String>, layers: [Located<String>], views: [HierarchyView], hasUnreadLayers: Bool = false, isPartlyUnread: Bool = false,
        range: SourceSpan
    ) {
        self.name = name
        self.layers = layers
        self.views = views
        self.hasUnreadLayers = hasUnreadLayers
        self.isPartlyUnread = isPartlyUnread || hasUnreadLayers
        self.range = range
    }

    public func layerIndex(_ name: String) -> Int? { layers.firstIndex { $0.value == name } }

    /// More layers than this cost performance in the original library; worth a warning.
    public static let recommendedMaximumLayers = 8
}

public final class HierarchyView: Sendable {
    public enum Kind: Sendable {
        case plain
        case image(name: Located<String>?)
        case text(Located<Text>?)
        case table(Located<String>)
        case preferences(Located<String>)
        case hierarchy(Located<String>)

        public var name: String {
            switch self {
            case .plain: "view"
            case .image: "image"
            case .text: "text"
            case .table: "table"
            case .preferences: "preferences"
            case .hierarchy: "hierarchy"
            }
        }
    }

    public let id: Located<String>
    public let kind: Kind
    public let layer: Located<String>
    public let frame: Located<Frame>
    public let frameSizeRanges: FrameSizeRanges?
    public let hidden: Bool
    /// False for views that let touches pass to what is below.
    public let interactive: Bool
    public let range: SourceSpan
    /// What a view says beyond its kind, layer and frame: most views have no border and
    /// show no sheet.
    private let rare: SparseParts<RarePart>

    private enum RarePart: Sendable {
        case border(Border)
        case presents(SheetPresentation)
    }

    public init(
        id: Located<String>, kind: Kind, layer: Located<String>, frame: Located<Frame>, frameSizeRanges: FrameSizeRanges? = nil,
        border: Border? = nil, hidden: Bool = false, interactive: Bool = true, presents: SheetPresentation? = nil, range: SourceSpan
    ) {
        self.id = id
        self.kind = kind
        self.layer = layer
        self.frame = frame
        self.frameSizeRanges = frameSizeRanges
        self.hidden = hidden
        self.interactive = interactive
        self.range = range
        var rare: [RarePart] = []
        if let border { rare.append(.border(border)) }
        if let presents { rare.append(.presents(presents)) }
        self.rare = SparseParts(rare)
    }

    public var border: Border? { rare.first { if case .border(let border) = $0 { border } else { nil } } }
    /// The action sheet a tap on the view shows.
    public var presents: SheetPresentation? { rare.first { if case .presents(let presents) = $0 { presents } else { nil } } }
}

/// Where a view sits in its parent: explicit, or filling the parent.
public enum Frame: Hashable, Sendable {
    case rect(Rect)
    case fill

    public func resolved(in parent: Rect) -> Rect {
        switch self {
        case .rect(let rect): rect
        case .fill: Rect(x: 0, y: 0, width: parent.width, height: parent.height)
        }
    }
}

/// Where an explicit frame's width and height are written, so that a diagnostic about one
/// of them points at that number rather than at the whole frame.
public struct FrameSizeRanges: Hashable, Sendable {
    public var width: SourceSpan
    public var height: SourceSpan

    public init(width: SourceSpan, height: SourceSpan) {
        self.width = width
        self.height = height
    }
}

public struct Rect: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    public func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.maxX <= maxX && other.maxY <= maxY
    }
}

/// Borders on chosen edges, as the original library's option set of edges.
public struct Border: Sendable {
    public enum Edge: String, Sendable, CaseIterable, Comparable {
        case top, bottom, left, right

        public static func < (lhs: Edge, rhs: Edge) -> Bool {
            (allCases.firstIndex(of: lhs) ?? 0) < (allCases.firstIndex(of: rhs) ?? 0)
        }
    }

    public var edges: Set<Edge>
    public var width: Located<Double>
    /// `#RRGGBB` or `#RRGGBBAA`.
    public var color: Located<String>
    public var range: SourceSpan

    public init(edges: Set<Edge>, width: Located<Double>, color: Located<String>, range: SourceSpan) {
        self.edges = edges
        self.width = width
        self.color = color
        self.range = range
    }
}
