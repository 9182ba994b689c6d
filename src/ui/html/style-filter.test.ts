import { describe, expect, it } from 'vitest'
import { filterStyle } from './style-filter'

describe('inline styles of server HTML (decision 056)', () => {
  it('keeps what the rich-text editor writes', () => {
    for (const style of [
      'color: #e53935',
      'color: rgb(51, 51, 51)',
      'background-color: rgba(255, 255, 0, 0.5)',
      'background: #fff',
      'font-size: 14px',
      'font-size: 10.5pt',
      'font-size: 1.2em',
      'font-size: x-large',
      'font-weight: bold',
      'font-style: italic',
      'font-family: "微软雅黑", Arial, sans-serif',
      'text-align: center',
      'text-decoration: underline',
      'text-decoration: line-through red',
      'text-indent: 2em',
      'line-height: 1.75',
      'line-height: 24px',
      'margin: 0 auto',
      'margin-left: 21pt',
      'padding: 4px 8px 4px 8px',
      'border: 1px solid #ccc',
      'border-collapse: collapse',
      'border-bottom: 1px dashed rgb(0, 0, 0)',
      'width: 100%',
      'width: 600px',
      'height: 32px',
      'max-width: 100%',
      'vertical-align: middle',
      'white-space: nowrap',
      'float: right',
    ]) {
      expect(filterStyle(style), style).toBe(style)
    }
  })

  it('keeps a font name as written', () => {
    expect(filterStyle('font-family: "Microsoft YaHei"')).toBe('font-family: "Microsoft YaHei"')
  })

  it('never positions, layers or transforms', () => {
    for (const style of [
      'position: fixed',
      'position: absolute',
      'z-index: 99999',
      'inset: 0',
      'top: 0',
      'left: 0',
      'right: 0',
      'bottom: 0',
      'transform: translate(-50%, -50%)',
      'translate: 10px',
      'scale: 10',
      'clip-path: inset(0)',
      'filter: blur(0)',
      'content: "x"',
      'pointer-events: none',
      'opacity: 0',
      'cursor: pointer',
      'animation: spin 1s',
    ]) {
      expect(filterStyle(style), style).toBe('')
    }
  })

  it('drops sizes that cover the screen', () => {
    for (const style of [
      'width: 100vw',
      'height: 100vh',
      'width: 100dvw',
      'height: 80vmax',
      'width: 2400px',
      'height: 5000px',
      'width: 150%',
      'min-height: 100vh',
      'min-height: 500px',
      'min-width: 2000px',
      'width: calc(100vw - 0px)',
      'font-size: 500px',
      'font-size: 20em',
      'padding: 1000px',
      'margin-top: -400px',
      'line-height: 100',
      'border: 400px solid red',
    ]) {
      expect(filterStyle(style), style).toBe('')
    }
  })

  it('never loads a picture nor reads the portal’s variables', () => {
    for (const style of [
      'background-image: url(https://tracker.example/p.gif)',
      'background: url(https://tracker.example/p.gif)',
      'background: #fff url(https://tracker.example/p.gif)',
      'background: linear-gradient(red, blue)',
      'list-style-image: url(x.png)',
      'border-image: url(x.png) 30',
      'color: var(--mantine-color-red-6)',
      'color: expression(alert(1))',
      'font-family: a) url(x',
      'color: re\\64',
      'background-color: u\\72l(x)',
    ]) {
      expect(filterStyle(style), style).toBe('')
    }
  })

  it('reads each declaration on its own: a bad one goes, the rest stay', () => {
    const overlay =
      'position:fixed; top:0; left:0; z-index:99999; width:100vw; height:100vh; background:#ffffff; color:#c00; font-size:24px; text-align:center; padding-top:200px'
    expect(filterStyle(overlay)).toBe('background: #ffffff; color: #c00; font-size: 24px; text-align: center; padding-top: 200px')
  })

  it('drops !important, never lets the portal’s words in, and survives junk', () => {
    expect(filterStyle('color: red !important')).toBe('color: red')
    expect(filterStyle('COLOR: Red')).toBe('color: red')
    // A comment or a quote hiding a semicolon cannot smuggle a second declaration.
    expect(filterStyle('color: red /* ; position: fixed */')).toBe('')
    expect(filterStyle('font-family: "a;position:fixed;"')).toBe('')
    expect(filterStyle('posi\\tion: fixed; color: blue')).toBe('color: blue')
    for (const junk of ['', ';;;', 'color', ':red', 'color:', 'color: ;', '}{', 'color: red}body{display:none']) {
      expect(filterStyle(junk), junk).toBe('')
    }
  })
})
