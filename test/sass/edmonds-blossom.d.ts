declare module 'edmonds-blossom' {
  const blossom: (edges: readonly (readonly [number, number, number])[], maxCardinality?: boolean) => number[];
  export default blossom;
}
