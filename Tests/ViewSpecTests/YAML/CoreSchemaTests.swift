import Testing
@testable import ViewSpec

/// Scalars resolve by the YAML 1.2 core schema, not YAML 1.1.
@Suite struct CoreSchemaTests {
    @Test(arguments: [
        ("true", YAMLScalar.Value.bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        // The Norway problem: YAML 1.1's boolean words stay strings.
        ("yes", .string("yes")), ("no", .string("no")), ("on", .string("on")), ("off", .string("off")),
        ("y", .string("y")), ("n", .string("n")), ("NO", .string("NO")), ("Yes", .string("Yes")),
        // A leading zero is decimal; octal and hex need their prefixes.
        ("010", .int(10)), ("0", .int(0)), ("-17", .int(-17)), ("+5", .int(5)),
        ("0o17", .int(15)), ("0x1F", .int(31)), ("0xff", .int(255)),
        ("0o8", .string("0o8")), ("0b101", .string("0b101")), ("1_000", .string("1_000")),
        ("1.5", .float(1.5)), ("-0.25", .float(-0.25)), (".5", .float(0.5)), ("1.", .float(1)),
        ("1e3", .float(1000)), ("2.5E-1", .float(0.25)), ("+1.0", .float(1)),
        (".inf", .float(.infinity)), ("-.Inf", .float(-.infinity)), ("+.INF", .float(.infinity)),
        ("null", .null), ("Null", .null), ("NULL", .null), ("~", .null), ("", .null),
        ("nil", .string("nil")), ("None", .string("None")), ("1.2.3", .string("1.2.3")), ("-", .string("-")),
        (".", .string(".")), ("e3", .string("e3")), ("1e", .string("1e")), ("12:30", .string("12:30")),
    ])
    func plainScalarResolution(text: String, expected: YAMLScalar.Value) {
        #expect(CoreSchema.resolvePlain(text) == .value(expected))
    }

    @Test func notANumberResolvesToNaN() {
        for text in [".nan", ".NaN", ".NAN"] {
            guard case .value(.float(let number)) = CoreSchema.resolvePlain(text) else {
                Issue.record("\(text) did not resolve to a float")
                continue
            }
            #expect(number.isNaN)
        }
    }

    @Test func integersBeyond64BitsAreReported() {
        #expect(CoreSchema.resolvePlain("9223372036854775807") == .value(.int(.max)))
        #expect(CoreSchema.resolvePlain("9223372036854775808") == .integerOverflow)
        #expect(CoreSchema.resolvePlain("-9223372036854775808") == .value(.int(.min)))
        #expect(CoreSchema.resolvePlain("-9223372036854775809") == .integerOverflow)
        #expect(CoreSchema.resolvePlain("+9223372036854775807") == .value(.int(.max)))
        #expect(CoreSchema.resolvePlain("000000000000000000000000042") == .value(.int(42)))
        #expect(CoreSchema.resolvePlain("184467440737095516160") == .integerOverflow)
        #expect(CoreSchema.resolvePlain("-0") == .value(.int(0)))
        #expect(CoreSchema.resolvePlain("+") == .value(.string("+")))
        #expect(CoreSchema.resolvePlain("0x") == .value(.string("0x")))
        #expect(CoreSchema.resolvePlain("0o") == .value(.string("0o")))
        #expect(CoreSchema.resolvePlain("12a") == .value(.string("12a")))
        #expect(CoreSchema.resolvePlain("0x1FFFFFFFFFFFFFFFF") == .integerOverflow)
    }

    @Test func quotedAndBlockScalarsAreAlwaysStrings() throws {
        let result = loadYAML("""
            a: "true"
            b: '010'
            c: |
              12
            d: >-
              null
            e: 12
            """)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        #expect(root.value("a") == .string("true"))
        #expect(root.value("b") == .string("010"))
        #expect(root.value("c") == .string("12\n"))
        #expect(root.value("d") == .string("null"))
        #expect(root.value("e") == .int(12))
    }

    @Test func originalTextAndStyleAreKept() throws {
        let root = try #require(loadYAML("a: 010\nb: 'x'\nc: \"y\"\n").root)
        let a = try #require(root["a"]?.scalar)
        #expect(a.text == "010")
        #expect(a.value == .int(10))
        #expect(a.style == .plain)
        #expect(root["b"]?.scalar?.style == .singleQuoted)
        #expect(root["c"]?.scalar?.style == .doubleQuoted)
    }

    @Test func coreTagsOverrideResolution() throws {
        let result = loadYAML("""
            a: !!str 010
            b: !!int "42"
            c: !!float 3
            d: !!bool "true"
            e: !!null ""
            f: ! 12
            g: !!map {x: 1}
            h: !!seq [1]
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let root = try #require(result.root)
        #expect(root.value("a") == .string("010"))
        #expect(root.value("b") == .int(42))
        #expect(root.value("c") == .float(3))
        #expect(root.value("d") == .bool(true))
        #expect(root.value("e") == .null)
        #expect(root.value("f") == .string("12"))
        #expect(root["a"]?.tag == "!!str")
        #expect(root["g"]?.mapping?.count == 1)
        #expect(root["h"]?.sequence?.count == 1)
    }

    @Test func scalarsMayHoldNULThroughEscapes() throws {
        let root = try #require(loadYAML("a: \"x\\0y\"\n").root)
        #expect(root.value("a") == .string("x\u{0}y"))
        #expect(root["a"]?.scalar?.string?.utf8.count == 3)
    }
}
