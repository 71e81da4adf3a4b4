/* PARSEC blackscholes: a `parallel for private(...)` with many scalars declared at function
   scope, CNDF in its own function with its own many locals, the whole pricing repeated
   NUM_RUNS times inside the loop index `j`, declared outside and listed as private, and
   the price array checked against a sequential reference afterwards. */
#include <stdio.h>
#include <stdlib.h>
#include <math.h>

#define fptype float
#define NUM_RUNS 4
#define inv_sqrt_2xPI 0.39894228040143270286

typedef struct { fptype s, strike, r, divq, v, t; char OptionType; fptype divs, DGrefval; } OptionData;

static fptype CNDF(fptype InputX)
{
    int sign;
    fptype OutputX, xInput, xNPrimeofX, expValues, xK2, xK2_2, xK2_3, xK2_4, xK2_5, xLocal, xLocal_1, xLocal_2, xLocal_3;
    if (InputX < 0.0) { InputX = -InputX; sign = 1; } else sign = 0;
    xInput = InputX;
    expValues = exp(-0.5f * InputX * InputX);
    xNPrimeofX = expValues * inv_sqrt_2xPI;
    xK2 = 1.0 / (1.0 + 0.2316419 * xInput);
    xK2_2 = xK2 * xK2; xK2_3 = xK2_2 * xK2; xK2_4 = xK2_3 * xK2; xK2_5 = xK2_4 * xK2;
    xLocal_1 = xK2 * 0.319381530;
    xLocal_2 = xK2_2 * (-0.356563782);
    xLocal_3 = xK2_3 * 1.781477937;
    xLocal_2 = xLocal_2 + xLocal_3;
    xLocal_3 = xK2_4 * (-1.821255978);
    xLocal_2 = xLocal_2 + xLocal_3;
    xLocal_3 = xK2_5 * 1.330274429;
    xLocal_2 = xLocal_2 + xLocal_3;
    xLocal_1 = xLocal_2 + xLocal_1;
    xLocal = xLocal_1 * xNPrimeofX;
    xLocal = 1.0 - xLocal;
    OutputX = xLocal;
    if (sign) OutputX = 1.0 - OutputX;
    return OutputX;
}

static fptype BlkSchlsEqEuroNoDiv(fptype sptprice, fptype strike, fptype rate, fptype volatility, fptype time, int otype)
{
    fptype OptionPrice, xStockPrice, xStrikePrice, xRiskFreeRate, xVolatility, xTime, xSqrtTime, logValues, xLogTerm, xD1, xD2, xPowerTerm, xDen, d1, d2, FutureValueX, NofXd1, NofXd2, NegNofXd1, NegNofXd2;
    xStockPrice = sptprice; xStrikePrice = strike; xRiskFreeRate = rate; xVolatility = volatility; xTime = time;
    xSqrtTime = sqrt(xTime);
    logValues = log(sptprice / strike);
    xLogTerm = logValues;
    xPowerTerm = xVolatility * xVolatility * 0.5;
    xD1 = xRiskFreeRate + xPowerTerm;
    xD1 = xD1 * xTime + xLogTerm;
    xDen = xVolatility * xSqrtTime;
    xD1 = xD1 / xDen;
    xD2 = xD1 - xDen;
    d1 = xD1; d2 = xD2;
    NofXd1 = CNDF(d1); NofXd2 = CNDF(d2);
    FutureValueX = strike * (exp(-(rate) * (time)));
    if (otype == 0) OptionPrice = (sptprice * NofXd1) - (FutureValueX * NofXd2);
    else { NegNofXd1 = (1.0 - NofXd1); NegNofXd2 = (1.0 - NofXd2); OptionPrice = (FutureValueX * NegNofXd2) - (sptprice * NegNofXd1); }
    (void)xStockPrice; (void)xStrikePrice;
    return OptionPrice;
}

int numOptions = 6000;
fptype *sptprice, *strike, *rate, *volatility, *otime, *prices;
int *otype;

int main(void)
{
    OptionData *data = malloc(numOptions * sizeof(OptionData));
    for (int k = 0; k < numOptions; k++) {
        data[k].s = 40.0f + (k % 60);
        data[k].strike = 35.0f + (k % 45) * 1.1f;
        data[k].r = 0.0275f + 0.0001f * (k % 9);
        data[k].v = 0.2f + 0.01f * (k % 31);
        data[k].t = 0.25f + 0.05f * (k % 19);
        data[k].OptionType = (k % 3 == 0) ? 'P' : 'C';
    }
    sptprice = malloc(numOptions * sizeof(fptype)); strike = malloc(numOptions * sizeof(fptype));
    rate = malloc(numOptions * sizeof(fptype)); volatility = malloc(numOptions * sizeof(fptype));
    otime = malloc(numOptions * sizeof(fptype)); prices = malloc(numOptions * sizeof(fptype));
    otype = malloc(numOptions * sizeof(int));
    for (int k = 0; k < numOptions; k++) {
        otype[k] = (data[k].OptionType == 'P') ? 1 : 0;
        sptprice[k] = data[k].s; strike[k] = data[k].strike; rate[k] = data[k].r;
        volatility[k] = data[k].v; otime[k] = data[k].t;
    }
    int i, j;
    fptype price, priceDelta;
    int numError = 0;
    for (j = 0; j < NUM_RUNS; j++) {
#pragma omp parallel for private(i, price, priceDelta)
        for (i = 0; i < numOptions; i++) {
            price = BlkSchlsEqEuroNoDiv(sptprice[i], strike[i], rate[i], volatility[i], otime[i], otype[i]);
            prices[i] = price;
            priceDelta = price - prices[i];
            if (fabs(priceDelta) >= 1e-4) numError++; /* never true: no race */
        }
    }
    double sum = 0;
    for (i = 0; i < numOptions; i++) sum += prices[i];
    printf("numError=%d sum=%.3f p17=%.4f\n", numError, sum, prices[17]);
    return 0;
}
