public import ViewSpecRuntime

extension MainScreenHierarchy {
    /// Shows the "no members" note over the empty table, and hides it once there are
    /// members, so that touches reach the table again.
    public func showEmptyNote(for members: RecordStore<RecordCard>) throws(LayerStackError) {
        try setHidden(!members.isEmpty, for: .emptyNote)
    }
}
