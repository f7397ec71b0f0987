public let other = 1
