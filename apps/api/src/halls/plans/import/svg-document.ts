import { XMLParser } from 'fast-xml-parser';
import { unescapedXml } from '../../../platform/lib/xml-text.ts';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';

/** An element of an SVG document: its local name ('' for one of another namespace), attributes, children. */
export interface SvgElement {
  name: string;
  attributes: Readonly<Record<string, string>>;
  children: (SvgElement | string)[];
}

// No entity is expanded (billion laughs); the predefined ones and character references are decoded by `unescapedXml`.
// Every value stays the text it is: a stand number "007" must not become 7. Prefixes are kept, since
// `inkscape:label` names a group's role and `sodipodi:…` elements are to be told from SVG's own.
const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: false,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
});

type OrderedNode = Record<string, unknown>;

/**
 * The document's root element when the bytes are well-formed XML whose one root is an `svg` element of the SVG
 * namespace (or of none, as hand-written files have it); null for anything else, an HTML page holding an SVG too.
 */
export function svgDocument(bytes: Buffer): SvgElement | null {
  const head = bytes.subarray(0, 64).toString('latin1').replace(/^\u00ef\u00bb\u00bf/, '');
  if (!head.trimStart().startsWith('<')) return null;
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(bytes.toString('utf8').replace(/^\uFEFF/, ''), true) as OrderedNode[];
  } catch {
    return null;
  }
  const roots = nodes.filter((node) => !('#text' in node));
  if (roots.length !== 1) return null;
  const rootName = elementName(roots[0]!);
  const [prefix, local] = rootName.includes(':') ? rootName.split(':', 2) : ['', rootName];
  if (local !== 'svg') return null;
  const attributes = attributesOf(roots[0]!);
  const namespace = attributes[prefix ? `xmlns:${prefix}` : 'xmlns'];
  if (namespace !== SVG_NAMESPACE && !(prefix === '' && namespace === undefined)) return null;
  return element(roots[0]!, prefix!);
}

/** The tree with SVG's elements under their local names; elements of other namespaces keep their place as ''. */
function element(node: OrderedNode, svgPrefix: string): SvgElement {
  const name = elementName(node);
  const colon = name.indexOf(':');
  const local = colon < 0 ? (svgPrefix === '' ? name : '') : name.slice(0, colon) === svgPrefix ? name.slice(colon + 1) : '';
  const children = (node[name] as OrderedNode[]).map((child) => ('#text' in child ? unescapedXml(String(child['#text'])) : element(child, svgPrefix)));
  return { name: local, attributes: attributesOf(node), children };
}

const elementName = (node: OrderedNode) => Object.keys(node).find((key) => key !== ':@')!;

function attributesOf(node: OrderedNode): Record<string, string> {
  const raw = (node[':@'] ?? {}) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(raw).map(([name, value]) => [name, unescapedXml(String(value))]));
}

/** The text of an element and its descendants (tspans) in document order, as written. */
export const textOf = (element: SvgElement): string => element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');

