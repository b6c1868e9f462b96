import typescript from '@rollup/plugin-typescript';
import terser from '@rollup/plugin-terser';
import { nodeResolve } from '@rollup/plugin-node-resolve';
export default {
  input: 'loader/main.ts',
  output: { file: '/tmp/loader.js', format: 'iife' },
  plugins: [typescript({ tsconfig: 'loader/tsconfig.json', compilerOptions: { noEmit: false, noEmitOnError: true }, outputToFilesystem: false }), nodeResolve(),
   terser({ compress: { passes: 3, ecma: 2020, unsafe: true, unsafe_arrows: true, pure_getters: true, toplevel: true }, mangle: { toplevel: true }, format: { comments: false }, ecma: 2020 })],
};
