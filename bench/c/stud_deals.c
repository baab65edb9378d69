/* The peer of bench/stud.py: visit every deal of a heads-up third-street stud spot with both hands
 * known (each player gets 4 more of the 46 unseen cards: 18,265,297,050 deals) with each player's
 * final value PRECOMPUTED for every 4-card draw (read from a file the bench writes), so the loop
 * does only what visiting needs: for each draw of player 1, every draw of player 2 from the 42
 * cards left, two table reads by combinatorial index and a comparison.
 * Input (stdin, binary): int32 n (unseen cards), then C(n,4) int32 values of player 1 and C(n,4) of
 * player 2, indexed by the colex rank of the draw's card indices (bigger value = better hand).
 * Output: deals, player 1 wins, player 2 wins, ties.  Build: cc -O2 -o stud_deals stud_deals.c */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

static int64_t binom[64][5];

int main(void) {
    int32_t n;
    if (fread(&n, sizeof n, 1, stdin) != 1 || n < 8 || n > 52) return 1;
    for (int i = 0; i < 64; i++) { binom[i][0] = 1; for (int k = 1; k < 5; k++) binom[i][k] = i ? binom[i - 1][k - 1] + binom[i - 1][k] : 0; }
    int64_t draws = binom[n][4];
    int32_t *first = malloc(sizeof(int32_t) * draws), *second = malloc(sizeof(int32_t) * draws);
    if (fread(first, sizeof(int32_t), draws, stdin) != (size_t)draws) return 1;
    if (fread(second, sizeof(int32_t), draws, stdin) != (size_t)draws) return 1;
    uint64_t deals = 0, wins = 0, losses = 0, ties = 0;
    int left[52];
    for (int a = 0; a < n; a++) for (int b = a + 1; b < n; b++) for (int c = b + 1; c < n; c++) for (int d = c + 1; d < n; d++) {
        int32_t mine = first[binom[a][1] + binom[b][2] + binom[c][3] + binom[d][4]];
        int m = 0;
        for (int i = 0; i < n; i++) if (i != a && i != b && i != c && i != d) left[m++] = i;
        for (int e = 0; e < m; e++) { int64_t ie = binom[left[e]][1];
        for (int f = e + 1; f < m; f++) { int64_t jf = ie + binom[left[f]][2];
        for (int g = f + 1; g < m; g++) { int64_t kg = jf + binom[left[g]][3];
        for (int h = g + 1; h < m; h++) {
            int32_t theirs = second[kg + binom[left[h]][4]];
            deals++;
            wins += mine > theirs;
            losses += mine < theirs;
        }}}}
    }
    ties = deals - wins - losses;
    printf("%llu %llu %llu %llu\n", (unsigned long long)deals, (unsigned long long)wins, (unsigned long long)losses,
           (unsigned long long)ties);
    return 0;
}
