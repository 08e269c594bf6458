public import Observation

/// Views in named layers, as a spec's `hierarchies` declares them: what the original
/// HierarchyViewController and TouchTransmissionView did for UIKit.
///
/// The order of the layers alone decides which is above another — later is higher — not
/// the order views were added in. Within a layer later views are above earlier
/// ones, and bringing a view to the front or sending it to the back moves it only within
/// its own layer. Layers are containers, not views: they never receive touches, so a hit
/// test passes through them to the views below.
///
/// The stack is `Observable`: `withObservationTracking` (and SwiftUI) sees every change of
/// its layers, its views and their placement, and its bounds. It belongs to the main actor,
/// where the views it orders live; the compiler holds every caller to that.
@MainActor
@Observable
public final class LayerStack {
    private struct Layer: Hashable, Sendable {
        var name: String
        /// Bottom to top.
        var views: [LayerView]
    }

    /// The bounds of the parent, which `fill` frames take.
    public var bounds: Rect
    private var layers: [Layer]

    /// - Parameter layers: layer names, lowest first.
    /// - Throws: `LayerStackError.duplicateLayer`.
    public init(layers: [String], bounds: Rect = .zero) throws(LayerStackError) {
        self.bounds = bounds
        self.layers = []
        for name in layers { try appendLayer(name) }
    }

    /// Layer names, lowest first.
    public var layerNames: [String] { layers.map(\.name) }

    /// Adds a layer above all the others.
    public func appendLayer(_ name: String) throws(LayerStackError) {
        guard !layers.contains(where: { $0.name == name }) else { throw .duplicateLayer(name) }
        layers.append(Layer(name: name, views: []))
    }

    // MARK: - Views

    /// Adds `view` at the top of `layer`. Views may be added in any order; the layer decides
    /// where the view is in the whole stack.
    public func add(_ view: LayerView, to layer: String) throws(LayerStackError) {
        guard location(of: view.id) == nil else { throw .duplicateView(view.id) }
        let layerIndex = try index(ofLayer: layer)
        layers[layerIndex].views.append(view)
    }

    @discardableResult
    public func remove(_ id: String) throws(LayerStackError) -> LayerView {
        let (layer, position) = try find(id)
        return layers[layer].views.remove(at: position)
    }

    /// Moves the view to the top of its own layer; it never rises above a higher layer.
    public func bringToFront(_ id: String) throws(LayerStackError) {
        let (layer, position) = try find(id)
        layers[layer].views.append(layers[layer].views.remove(at: position))
    }

    /// Moves the view to the bottom of its own layer; it never sinks below a lower layer.
    public func sendToBack(_ id: String) throws(LayerStackError) {
        let (layer, position) = try find(id)
        layers[layer].views.insert(layers[layer].views.remove(at: position), at: 0)
    }

    public func setHidden(_ hidden: Bool, for id: String) throws(LayerStackError) {
        let (layer, position) = try find(id)
        layers[layer].views[position].isHidden = hidden
    }

    public func setInteractive(_ interactive: Bool, for id: String) throws(LayerStackError) {
        let (layer, position) = try find(id)
        layers[layer].views[position].isInteractive = interactive
    }

    public func setFrame(_ frame: ViewFrame, for id: String) throws(LayerStackError) {
        let (layer, position) = try find(id)
        layers[layer].views[position].frame = frame
    }

    // MARK: - Queries

    public func view(_ id: String) -> LayerView? {
        location(of: id).map { layers[$0.layer].views[$0.position] }
    }

    /// The name of the layer holding the view.
    public func layer(of id: String) -> String? {
        location(of: id).map { layers[$0.layer].name }
    }

    /// The views of one layer, bottom to top.
    public func views(in layer: String) throws(LayerStackError) -> [LayerView] {
        layers[try index(ofLayer: layer)].views
    }

    /// Every view, bottom to top: layer by layer, and within a layer in its own order.
    public var flattenedViews: [LayerView] { layers.flatMap(\.views) }

    /// The rectangle the view covers, with `fill` resolved to `bounds`.
    public func resolvedFrame(of view: LayerView) -> Rect {
        switch view.frame {
        case .fill: bounds
        case .rect(let rect): rect
        }
    }

    /// The topmost view that receives a touch at `point`: visible, interactive, and
    /// containing the point. Hidden and non-interactive views let the touch through to
    /// what is below, and so do the layers themselves; nil when nothing takes it.
    public func hitTest(_ point: Point) -> LayerView? {
        for view in flattenedViews.reversed() where !view.isHidden && view.isInteractive && resolvedFrame(of: view).contains(point) {
            return view
        }
        return nil
    }

    // MARK: - Private

    private func index(ofLayer name: String) throws(LayerStackError) -> Int {
        guard let index = layers.firstIndex(where: { $0.name == name }) else { throw .unknownLayer(name) }
        return index
    }

    private func location(of id: String) -> (layer: Int, position: Int)? {
        for (layerIndex, layer) in layers.enumerated() {
            if let position = layer.views.firstIndex(where: { $0.id == id }) { return (layerIndex, position) }
        }
        return nil
    }

    private func find(_ id: String) throws(LayerStackError) -> (layer: Int, position: Int) {
        guard let found = location(of: id) else { throw .unknownView(id) }
        return found
    }
}
