/// The length of the longest run of Unicode scalars that `text` and `secret` have in common: how much
/// of a secret a message quotes in one piece.
///
/// ```swift
/// longestSharedRun("found \"token-4f9a…\"", "token-4f9aXYZ")   // 10
/// ```
public func longestSharedRun(_ text: String, _ secret: String) -> Int {
    let text = Array(text.unicodeScalars), secret = Array(secret.unicodeScalars)
    // current[j]: the length of the shared run that ends at this scalar of text and at secret[j - 1].
    var previous = [Int](repeating: 0, count: secret.count + 1)
    var longest = 0
    for scalar in text {
        var current = [Int](repeating: 0, count: secret.count + 1)
        for (index, other) in secret.enumerated() where other == scalar {
            current[index + 1] = previous[index] + 1
            longest = max(longest, current[index + 1])
        }
        previous = current
    }
    return longest
}
