import Foundation
import MembersApp
import Testing
import ViewSpecRuntime

/// The members table generated from members.yaml: the records' names sorted, multiple
/// selection of at most five with the other rows disabled at the maximum, checkmarks,
/// and hooks that run last.
@MainActor @Suite struct MembersTableTests {
    static let names = ["Grace", "ada", "Edsger", "Barbara", "Frances", "Claude", "Donald"]
    static let sortedNames = ["ada", "Barbara", "Claude", "Donald", "Edsger", "Frances", "Grace"]

    private func membersTable(_ log: MemberSelectionLog) throws -> (MembersTable, RecordStore<RecordCard>) {
        let records = try RecordsTests.members(Self.names)
        return (try MembersTable(records: records, hooks: log, locale: RecordsTests.english), records)
    }

    @Test func rowsAreTheMembersNamesSortedByName() throws {
        let log = MemberSelectionLog()
        let (members, _) = try membersTable(log)
        #expect(members.table.titles == Self.sortedNames)
        #expect(members.table.selectedIndexes == [])
        #expect(MembersTable.configuration.maximum == 5)
    }

    @Test func atTheMaximumTheOtherRowsAreDisabled() throws {
        let log = MemberSelectionLog()
        let (members, records) = try membersTable(log)
        let table = members.table
        for row in 0..<5 { #expect(try table.tap(row) == .selected(row: row, replaced: nil)) }
        #expect(table.selectedTitles == Array(Self.sortedNames.prefix(5)))
        #expect(!table.isEnabled(5) && !table.isEnabled(6))
        #expect(table.isEnabled(0))

        // A disabled row refuses the tap, changes nothing and runs no hook.
        let entriesBefore = log.entries
        #expect(try table.tap(6) == .rejected(.rowDisabled))
        #expect(table.selectedIndexes == [0, 1, 2, 3, 4])
        #expect(log.entries == entriesBefore)

        // Deselecting one row enables the others again.
        #expect(try table.tap(2) == .deselected(row: 2))
        #expect(table.isEnabled(6))
        #expect(try table.tap(6) == .selected(row: 6, replaced: nil))
        #expect(table.selectedTitles == ["ada", "Barbara", "Donald", "Edsger", "Grace"])

        // Selected rows are the records, whatever order the rows are shown in.
        let selectedNames = try members.selectedRecordIDs.map { id in
            try records.value(\.name, at: try #require(records.index(of: id)))
        }
        #expect(selectedNames == table.selectedTitles)
    }

    @Test func selectedRowsCarryCheckmarksAndNoHighlight() throws {
        let (members, _) = try membersTable(MemberSelectionLog())
        _ = try members.table.tap(1)
        #expect(members.table.accessory(forRow: 1) == .checkmark)
        #expect(members.table.accessory(forRow: 0) == TableAccessory.none)
        let cell = try members.table.cell(at: 1)
        #expect(cell.isSelected && !cell.showsHighlight)
    }

    @Test func hooksSeeTheFinalSelection() throws {
        let log = MemberSelectionLog()
        let (members, _) = try membersTable(log)
        _ = try members.table.tap(3)
        _ = try members.table.tap(0)
        _ = try members.table.tap(3)
        #expect(log.entries == [
            .init(change: .selected, member: "Donald", selection: ["Donald"]),
            .init(change: .selected, member: "ada", selection: ["ada", "Donald"]),
            .init(change: .deselected, member: "Donald", selection: ["ada"]),
        ])
    }

    @Test func reloadingResetsTheSelection() throws {
        let log = MemberSelectionLog()
        let (members, records) = try membersTable(log)
        _ = try members.table.tap(0)
        _ = try members.table.tap(1)
        try records.add(RecordsTests.member(8, "Alan"))
        try members.reload(records: records, locale: RecordsTests.english)
        #expect(members.table.titles == ["ada", "Alan"] + Self.sortedNames.dropFirst())
        #expect(members.table.selectedIndexes == [])
        #expect((0..<members.table.rowCount).allSatisfy { members.table.accessory(forRow: $0) != .checkmark })
        // Reloads never run hooks.
        #expect(log.entries.count == 2)
    }

    /// The table keeps the object that implements its hooks: one that nothing else holds
    /// still hears the taps.
    @Test func theTableKeepsItsHooks() throws {
        let records = try RecordsTests.members(Self.names)
        let members = try MembersTable(records: records, hooks: MemberSelectionLog(), locale: RecordsTests.english)
        #expect(try members.table.tap(0) == .selected(row: 0, replaced: nil))
        let log = try #require(members.hooks as? MemberSelectionLog)
        #expect(log.entries == [.init(change: .selected, member: "ada", selection: ["ada"])])
        #expect(members.selectedRecords.map(\.name) == ["ada"])
    }
}
