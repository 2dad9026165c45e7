import type { TestProject } from 'vitest/node'
import { createTemplate, startTestCluster, TEMPLATE_DATABASE } from '@klass/db/testing'

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string
    pgUrlPattern: string
  }
}

/**
 * One PostgreSQL per test run with a migrated template; each test file copies it. TEST_DATABASE_URL
 * points the run at an existing PostgreSQL instead (the DATABASE_URL path of ARCHITECTURE).
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL
  if (external) {
    const admin = new URL(external)
    const template = new URL(external)
    template.pathname = `/${TEMPLATE_DATABASE}`
    await createTemplate(admin.toString(), template.toString())
    template.pathname = '/__DATABASE__'
    project.provide('pgAdminUrl', admin.toString())
    project.provide('pgUrlPattern', template.toString())
    return
  }
  const cluster = await startTestCluster()
  project.provide('pgAdminUrl', cluster.adminUrl)
  project.provide('pgUrlPattern', cluster.urlFor('__DATABASE__'))
  return () => cluster.stop()
}
