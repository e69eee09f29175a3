// Panda CSS writes the kit's styles (src/ui) into the stylesheet that declares its layers (src/ui/kit.css).
export default { plugins: { '@pandacss/dev/postcss': {} } }
