import type { AngelBuild, AngelBuildId, AngelRelease } from '@/domain/angel-builds';

/**
 * A release on a test host, with a checksum on the Windows build only; the builds in `unpublished`
 * have no URL (not configured).
 */
export function testRelease(unpublished: readonly AngelBuildId[] = []): AngelRelease {
  const build = (id: AngelBuildId, label: string, fileName: string): AngelBuild => ({
    id,
    label,
    fileName,
    url: unpublished.includes(id) ? null : `https://dl.test/${fileName}`,
    sizeText: unpublished.includes(id) ? '' : '10 MB',
    sha256: id === 'windows' && !unpublished.includes(id) ? 'ab'.repeat(32) : '',
  });
  return {
    version: '4.0.5',
    builds: {
      windows: build('windows', 'Windows', 'Angel-Setup.exe'),
      'windows-transparent': build('windows-transparent', 'Windows (transparent)', 'Angel-T-Setup.exe'),
      'mac-silicon': build('mac-silicon', 'Apple silicon', 'Angel-arm64.dmg'),
      'mac-intel': build('mac-intel', 'Intel', 'Angel-x64.dmg'),
      'mac-transparent': build('mac-transparent', 'macOS (transparent)', 'Angel-T.dmg'),
      'linux-appimage': build('linux-appimage', 'AppImage x64', 'Angel-x86_64.AppImage'),
      'linux-arm-appimage': build('linux-arm-appimage', 'AppImage ARM', 'Angel-arm64.AppImage'),
      'linux-deb': build('linux-deb', '.deb (x64)', 'angel_amd64.deb'),
    },
  };
}
