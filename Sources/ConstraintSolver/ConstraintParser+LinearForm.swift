extension ConstraintParser {
    /// A linear expression being evaluated: a coefficient for each name, plus a constant.
    ///
    /// Coefficients that cancel out stay in the table as 0 until the
    /// expression is finished; the parser drops them and orders the names by
    /// their first appearance in the text.
    struct LinearForm {
        /// The coefficient of each name; some may be 0.
        var coefficients = NameTable<Double>()
        /// The part that does not depend on any name.
        var constant: Double = 0

        /// A form with no names.
        init(constant: Double) {
            self.constant = constant
        }

        /// The form `1 * name`.
        init(name: String) {
            coefficients.set(1, for: name)
        }

        /// Whether every coefficient is 0, so the form is just ``constant``.
        var isConstant: Bool {
            coefficients.values.allSatisfy { $0 == 0 }
        }

        /// Adds `sign * other` to the form.
        ///
        /// - Returns: `false` when a coefficient or the constant is no longer finite.
        mutating func add(_ other: LinearForm, sign: Double) -> Bool {
            var isFinite = true
            for (name, coefficient) in zip(other.coefficients.names, other.coefficients.values) {
                let sum = (coefficients[name] ?? 0) + sign * coefficient
                coefficients.set(sum, for: name)
                isFinite = isFinite && sum.isFinite
            }
            constant += sign * other.constant
            return isFinite && constant.isFinite
        }

        /// Multiplies every coefficient and the constant by `factor`.
        ///
        /// - Returns: `false` when a coefficient or the constant is no longer finite.
        mutating func scale(by factor: Double) -> Bool {
            guard factor != 1 else { return true }
            var isFinite = true
            for position in coefficients.values.indices {
                let product = coefficients.values[position] * factor
                coefficients.setValue(product, at: position)
                isFinite = isFinite && product.isFinite
            }
            constant *= factor
            return isFinite && constant.isFinite
        }
    }
}
