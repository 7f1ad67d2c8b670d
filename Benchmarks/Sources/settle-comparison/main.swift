import SettleComparison

// Prints the closed-form vs Euler settle comparison as Markdown:
// `swift run --package-path Benchmarks settle-comparison`.
print(ComparisonTable.markdown())
