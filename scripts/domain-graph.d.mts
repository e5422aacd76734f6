export type DomainGraph = {
  /** from domain → to domain → the lib/server files that import it */
  edges: Map<string, Map<string, string[]>>;
  violations: { file: string; specifier: string; problem: string }[];
  /** domains found in lib/server but missing from domainLevels */
  undeclared: string[];
  /** groups of domains that import each other in a circle */
  circles: string[][];
};
export declare function measure(): DomainGraph;
