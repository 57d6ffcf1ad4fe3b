/*
 * bcryptprimitives.c — ProcessPrng for Wine 8 (Debian 12), which lacks it.
 *
 * Go 1.24 and later take their random numbers on Windows from
 * bcryptprimitives.dll's ProcessPrng (present since Windows 8); Wine added
 * the DLL only in version 9, so Go's Windows binaries stop at start-up under
 * Debian 12's Wine ("bcryptprimitives.dll not found"). scripts/wine.sh
 * builds this stand-in with mingw-w64 into the test's own Wine prefix; it
 * hands the request to RtlGenRandom (advapi32's SystemFunction036), which
 * Wine has. It is never shipped: real Windows has its own.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length);

BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T len)
{
	while (len > 0) {
		ULONG n = len > 0x10000000 ? 0x10000000 : (ULONG)len;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		len -= n;
	}
	return TRUE;
}
