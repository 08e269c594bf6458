// The checks in Checks/Animations/. Add a new check of this group here.

extension CheckRegistry {
    static let animations: [any Check.Type] = [
        NonPositiveDurationCheck.self,
        OpacityRangeCheck.self,
        EndlessTrackCheck.self,
        TrackChainCycleCheck.self,
        UnknownAnimatedViewCheck.self,
        RotationUnitCheck.self,
        SuspiciousScaleCheck.self,
        CubicBezierRangeCheck.self,
        InvalidStepsCheck.self,
    ]
}
