/// The fetch budget ran out while a request waited its turn.
package struct BudgetSpent: Error {}
