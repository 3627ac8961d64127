// lint-boundaries: clean
// lint-graph: clean
export interface Config {
  publicUrl: string;
}
