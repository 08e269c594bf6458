// The checks in Checks/Layers/. Add a new check of this group here.

extension CheckRegistry {
    static let layers: [any Check.Type] = [
        NonPositiveSizeCheck.self,
        ViewOutsideParentCheck.self,
        CoveredViewCheck.self,
        UnusedLayerCheck.self,
        InvalidColorCheck.self,
        TooManyLayersCheck.self,
        HierarchyNestingDepthCheck.self,
        LayoutTooLargeCheck.self,
    ]
}
