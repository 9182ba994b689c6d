import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

/**
 * Compiles the Lingui macro, with Babel, in the files that import it and no others (decision 053).
 *
 * plugin-react given a Babel plugin runs Babel over every source file; two in three never import
 * the macro, and Babel is the slowest step of a transform. The test projects transform the sources
 * once each, so the suite paid for it four times over.
 */
export function linguiMacro(): Plugin {
  return {
    name: 'portal:lingui-macro',
    // Before oxc strips the types and compiles the JSX: the macro reads the source as written.
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.[jt]sx?(\?.*)?$/, exclude: /[\\/]node_modules[\\/]/ }, code: /@lingui\/(core|react)\/macro/ },
      async handler(code, id) {
        const file = id.split('?')[0] ?? id
        const result = await transformAsync(code, {
          babelrc: false,
          configFile: false,
          filename: file,
          sourceFileName: file,
          parserOpts: { sourceType: 'module', plugins: [...(file.endsWith('.ts') ? [] : ['jsx' as const]), 'typescript'] },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
          sourceMaps: true,
        })
        return result?.code ? { code: result.code, map: result.map } : undefined
      },
    },
  }
}
