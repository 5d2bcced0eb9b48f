export function App() {
  return <h1>Pairwise</h1>;
}
