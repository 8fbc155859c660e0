/** DOCX text extraction with mammoth's browser build, loaded on first use. */
export async function extractDocxText(data: ArrayBuffer): Promise<string> {
  const mod = await import('mammoth');
  // CommonJS package: the bundler may hand it over as the default export or as the module.
  const mammoth = mod.default ?? mod;
  const result = await mammoth.extractRawText({ arrayBuffer: data });
  return result.value;
}
