import { useEffect, useRef, type RefObject } from 'react'
import type * as ChartJs from 'chart.js'
import type { Chart, ChartConfiguration, ChartType } from 'chart.js'

export type ChartModule = typeof ChartJs

/** A colour of the brand's palette (index.css), read from the page so the charts follow the theme. */
export function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim()
  return value || fallback
}

/** Whether the reader asked for less motion: charts then draw without animating. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

/**
 * Draws a chart.js chart on `canvas` once the canvas can be drawn on. chart.js is fetched only then, so it
 * never loads with a page that draws no chart (the home page); where no canvas can be drawn (jsdom, a very old
 * browser) nothing is fetched and the page stands on the chart's text alternative, which every chart has.
 * `configure` registers the chart.js pieces it uses (the rest is tree-shaken) and answers the chart's
 * configuration, or null for nothing to draw; the chart is drawn again whenever `key` changes.
 */
export function useChart<T extends ChartType>(
  canvas: RefObject<HTMLCanvasElement | null>,
  key: string,
  configure: (chartJs: ChartModule) => ChartConfiguration<T> | null,
): void {
  const latest = useRef(configure)
  useEffect(() => {
    latest.current = configure
  })
  useEffect(() => {
    const context = canvas.current?.getContext('2d')
    if (!context) return
    let cancelled = false
    let chart: Chart<T> | null = null
    void import('chart.js').then((chartJs) => {
      if (cancelled) return
      const config = latest.current(chartJs)
      if (config) chart = new chartJs.Chart(context, config)
    })
    return () => {
      cancelled = true
      chart?.destroy()
    }
  }, [canvas, key])
}
