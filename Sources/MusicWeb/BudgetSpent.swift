/// The fetch budget ran out while a request waited its turn.
struct BudgetSpent: Error {}
