/// Subnormal doubles for hostile-input tests, written in hex: decimal literals this small lose
/// precision on conversion and the compiler warns.
public enum Subnormal {
    /// 2⁻¹⁰⁶³ ≈ 1e-320, deep in the subnormal range.
    public static let tiny = 0x1p-1063
    /// 2⁻¹⁰³⁰ ≈ 8.7e-311: a time step of about 1e-310 s.
    public static let step = 0x1p-1030
}
